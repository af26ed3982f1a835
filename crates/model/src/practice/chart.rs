//! The geometry of the level-over-time chart: a line through one point per
//! hand, in the frame and with the gridlines of Explore's bar charts
//! (`explore::chart`), so the component only draws what this computes.
//!
//! Promises: every point lies inside the plot, left to right in hand
//! order, the first hand at the left edge and the last at the right (one
//! hand: in the middle); the axis top is the smallest gridline at or above
//! the highest value; x labels are hand numbers, thinned to stay apart.

use crate::explore::chart::{coord, label_every, ticks, Frame};

/// Where everything goes.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// Each point, `(x, y)`.
    pub points: Vec<(f64, f64)>,
    /// The SVG path through them: `M x y L x y …`.
    pub path: String,
    /// The gridlines: `(y, value)`.
    pub grid: Vec<(f64, f64)>,
    /// The x labels: `(x, hand number from 1)`.
    pub labels: Vec<(f64, usize)>,
}

/// The chart of `values`, one per hand, in `frame`.
pub fn line(frame: &Frame, values: &[f64]) -> Line {
    let max = values.iter().copied().fold(0.0, f64::max);
    let grid_values = ticks(max, 4);
    let top = grid_values.last().copied().unwrap_or(1.0);
    let n = values.len();
    let x = |i: usize| {
        if n <= 1 {
            frame.left + frame.plot_width() / 2.0
        } else {
            frame.left + frame.plot_width() * i as f64 / (n - 1) as f64
        }
    };
    let points: Vec<(f64, f64)> = values
        .iter()
        .enumerate()
        .map(|(i, &v)| (x(i), frame.y(v, top)))
        .collect();
    let path = points
        .iter()
        .enumerate()
        .map(|(i, (px, py))| {
            let verb = if i == 0 { "M" } else { "L" };
            format!("{verb}{} {}", coord(*px), coord(*py))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let every = label_every(frame, n, 28.0);
    let labels = (0..n).step_by(every).map(|i| (x(i), i + 1)).collect();
    Line {
        points,
        path,
        grid: grid_values.iter().map(|&v| (frame.y(v, top), v)).collect(),
        labels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_lie_in_the_plot_in_order() {
        let f = Frame::STANDARD;
        let values: Vec<f64> = (0..30).map(|i| 5.0 + f64::from(i % 7) * 3.0).collect();
        let l = line(&f, &values);
        assert_eq!(l.points.len(), 30);
        assert_eq!(l.points[0].0, f.left);
        assert!((l.points[29].0 - (f.width - f.right)).abs() < 1e-9);
        for w in l.points.windows(2) {
            assert!(w[0].0 < w[1].0);
        }
        for &(_, y) in &l.points {
            assert!(y >= f.top - 1e-9 && y <= f.baseline() + 1e-9);
        }
        assert!(l.path.starts_with("M40 ") && l.path.matches('L').count() == 29);
        let top = l.grid.last().unwrap().1;
        assert!((23.0..=30.0).contains(&top), "{top}");
        assert_eq!(l.labels[0].1, 1);
        assert!(l.labels.len() < 30);
        let one = line(&f, &[12.0]);
        assert_eq!(one.points[0].0, f.left + f.plot_width() / 2.0);
        assert!(line(&f, &[]).points.is_empty());
    }
}
