//! The geometry of a bar chart: where each bar, gridline and label goes in
//! the SVG's coordinates. The chart component only draws what this computes,
//! so the layout is tested natively.
//!
//! Promises: bars lie inside the plot and never overlap; a value of 0 has no
//! height and the axis top is the smallest "nice" number (1, 2 or 5 × 10ᵏ
//! steps) at or above the largest value; x labels are thinned so that no two
//! are closer than a minimum gap, and the first is always shown.

/// The SVG's size (its `viewBox`) and the margins around the plot, which
/// hold the axis labels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f64,
    pub height: f64,
    pub left: f64,
    pub right: f64,
    pub top: f64,
    pub bottom: f64,
}

impl Frame {
    /// A frame narrow enough that its 11-unit labels stay readable when a
    /// 360 px phone scales it down.
    pub const STANDARD: Frame = Frame {
        width: 400.0,
        height: 210.0,
        left: 40.0,
        right: 8.0,
        top: 10.0,
        bottom: 40.0,
    };

    pub fn plot_width(&self) -> f64 {
        self.width - self.left - self.right
    }

    pub fn plot_height(&self) -> f64 {
        self.height - self.top - self.bottom
    }

    /// The bottom of the plot: the x axis.
    pub fn baseline(&self) -> f64 {
        self.height - self.bottom
    }

    /// The y coordinate of `value` on an axis from 0 to `top`.
    pub fn y(&self, value: f64, top: f64) -> f64 {
        let share = if top > 0.0 {
            (value / top).clamp(0.0, 1.0)
        } else {
            0.0
        };
        self.baseline() - share * self.plot_height()
    }
}

/// One bar's rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bar {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Bar {
    /// The middle of the bar, where its x label goes.
    pub fn center(&self) -> f64 {
        self.x + self.width / 2.0
    }
}

/// The step between gridlines for values up to `max`: 1, 2 or 5 × 10ᵏ,
/// giving at most `lines` steps.
pub fn step(max: f64, lines: usize) -> f64 {
    if max <= 0.0 || !max.is_finite() {
        return 1.0;
    }
    let rough = max / lines.max(1) as f64;
    // The power of ten at or below `rough`, without `log10` and `powf`,
    // which would add a maths library to the page's wasm.
    let mut magnitude = 1.0;
    while magnitude * 10.0 <= rough {
        magnitude *= 10.0;
    }
    while magnitude > rough {
        magnitude /= 10.0;
    }
    [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|s| *s >= rough - 1e-9)
        .unwrap_or(10.0 * magnitude)
}

/// The gridline values from 0 to the axis top (the last one), for data up to
/// `max`.
pub fn ticks(max: f64, lines: usize) -> Vec<f64> {
    let step = step(max, lines);
    let top = (max / step).ceil().max(1.0) * step;
    let n = (top / step).round() as usize;
    (0..=n).map(|i| i as f64 * step).collect()
}

/// The bars for `values` on an axis from 0 to `top`: equal slots across the
/// plot, each bar 80% of its slot (at least a hair wide).
pub fn bars(frame: &Frame, values: &[f64], top: f64) -> Vec<Bar> {
    let slot = frame.plot_width() / values.len().max(1) as f64;
    let width = (slot * 0.8).max(0.5);
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let y = frame.y(v, top);
            Bar {
                x: frame.left + i as f64 * slot + (slot - width) / 2.0,
                y,
                width,
                height: frame.baseline() - y,
            }
        })
        .collect()
}

/// Show every `k`-th x label, so that labels `gap` apart fit in the plot
/// for `n` bars.
pub fn label_every(frame: &Frame, n: usize, gap: f64) -> usize {
    let slot = frame.plot_width() / n.max(1) as f64;
    let k = (gap / slot).ceil().max(1.0) as usize;
    // Round steps (1, 2, 5, 10, …) read better on an axis of counts.
    let mut nice = 1;
    while nice < k {
        nice = match nice.to_string().chars().next() {
            Some('1') => nice * 2,
            Some('2') => nice * 5 / 2,
            _ => nice * 2,
        };
    }
    nice
}

/// A gridline's label: integers without decimals, else one decimal.
pub fn tick_label(v: f64) -> String {
    coord(v)
}

/// A number for the SVG, to a tenth, without a trailing `.0`. Written with
/// integers: float formatting would add kilobytes to the page's wasm.
pub fn coord(v: f64) -> String {
    let tenths = (v * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    if tenth == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{tenth}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_nice_and_cover_the_data() {
        assert_eq!(ticks(458.0, 4), [0.0, 200.0, 400.0, 600.0]);
        assert_eq!(ticks(100.0, 4), [0.0, 50.0, 100.0]);
        assert_eq!(ticks(7.0, 4), [0.0, 2.0, 4.0, 6.0, 8.0]);
        assert_eq!(ticks(0.0, 4), [0.0, 1.0]);
        for max in [1.0, 3.0, 17.0, 999.0, 1820.0, 0.3] {
            let t = ticks(max, 4);
            assert!(*t.last().unwrap() >= max && t.len() <= 6, "{max}: {t:?}");
        }
    }

    #[test]
    fn bars_fit_the_plot_without_overlap() {
        let f = Frame::STANDARD;
        let values: Vec<f64> = (0..100).map(|i| (i * 7 % 13) as f64).collect();
        let b = bars(&f, &values, 13.0);
        assert_eq!(b.len(), 100);
        for w in b.windows(2) {
            assert!(w[0].x + w[0].width <= w[1].x);
        }
        assert!(b[0].x >= f.left && b[99].x + b[99].width <= f.width - f.right + 1e-9);
        for (bar, v) in b.iter().zip(&values) {
            assert!((bar.y + bar.height - f.baseline()).abs() < 1e-9);
            assert!((bar.height - v / 13.0 * f.plot_height()).abs() < 1e-9);
        }
        assert_eq!(b[0].height, 0.0);
    }

    #[test]
    fn labels_thin_out_on_crowded_axes() {
        let f = Frame::STANDARD;
        assert_eq!(label_every(&f, 10, 20.0), 1);
        let k = label_every(&f, 100, 20.0);
        assert_eq!(k, 10);
        assert!(f.plot_width() / 100.0 * k as f64 >= 20.0);
        assert_eq!(tick_label(200.0), "200");
        assert_eq!(tick_label(0.5), "0.5");
        assert_eq!(coord(-3.04), "-3");
        assert_eq!(coord(-0.25), "-0.3");
        assert_eq!(coord(12.345), "12.3");
        assert_eq!(coord(400.0), "400");
    }
}
