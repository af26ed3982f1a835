//! Isotonic regression, the difficulty model's calibration: the
//! non-decreasing step function of least squares through points `(x, y)`
//! (pool adjacent violators), its steps pooled further until each holds at
//! least `min_block` points, and read as knots at each step's mean `x` and
//! mean `y`. The knots strictly increase in both parts, as the solver's
//! `calibrate` needs: pooling adjacent violators leaves strictly increasing
//! means, pooling two neighbours puts the new mean between theirs, and a
//! step's `x`s all lie beyond the previous step's.

/// A run of points, by sums, from the point `start` of the sorted points.
#[derive(Clone, Copy)]
struct Block {
    x: f64,
    y: f64,
    n: usize,
    start: usize,
}

impl Block {
    fn mean(&self) -> f64 {
        self.y / self.n as f64
    }

    /// This block and the one after it, as one.
    fn pool(self, next: Block) -> Block {
        Block {
            x: self.x + next.x,
            y: self.y + next.y,
            n: self.n + next.n,
            start: self.start,
        }
    }
}

/// The knots `(mean x, mean y)` of the isotonic regression of `y` on `x`,
/// each over at least `min_block` points (or all of them, when fewer).
pub fn knots(points: &[(f64, f64)], min_block: usize) -> Vec<(f64, f64)> {
    let mut sorted = points.to_vec();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut blocks: Vec<Block> = Vec::new();
    for (start, &(x, y)) in sorted.iter().enumerate() {
        blocks.push(Block { x, y, n: 1, start });
        // Pool while a block's mean is not above the one before it.
        while let [.., before, last] = blocks[..] {
            if before.mean() < last.mean() {
                break;
            }
            blocks.pop();
            *blocks.last_mut().expect("two blocks") = before.pool(last);
        }
    }
    // Points of one x belong to one block: a map gives them one value.
    pool_equal_x(&mut blocks, &sorted);
    while blocks.len() > 1 {
        let Some(i) = blocks.iter().position(|b| b.n < min_block) else {
            break;
        };
        // Into its smaller neighbour, the later one on a tie.
        let j = match i {
            0 => 1,
            i if i + 1 == blocks.len() => i - 1,
            i if blocks[i - 1].n < blocks[i + 1].n => i - 1,
            i => i + 1,
        };
        pool_at(&mut blocks, i.min(j));
    }
    blocks
        .iter()
        .map(|b| (b.x / b.n as f64, b.mean()))
        .collect()
}

/// Pools neighbouring blocks that split points of one `x` between them.
fn pool_equal_x(blocks: &mut Vec<Block>, sorted: &[(f64, f64)]) {
    let mut i = 0;
    while i + 1 < blocks.len() {
        let next = blocks[i + 1].start;
        if sorted[next - 1].0 == sorted[next].0 {
            pool_at(blocks, i);
        } else {
            i += 1;
        }
    }
}

/// Pools block `i` with the one after it.
fn pool_at(blocks: &mut Vec<Block>, i: usize) {
    blocks[i] = blocks[i].pool(blocks[i + 1]);
    blocks.remove(i + 1);
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_violators_into_increasing_means() {
        let points = [(1.0, 1.0), (2.0, 3.0), (3.0, 2.0), (4.0, 5.0), (5.0, 6.0)];
        let all = [(1.0, 1.0), (2.5, 2.5), (4.0, 5.0), (5.0, 6.0)];
        assert_eq!(knots(&points, 1), all);
        // Blocks of at least two points: the first into its neighbour, then
        // the last two together.
        assert_eq!(knots(&points, 2), [(2.0, 2.0), (4.5, 5.5)]);
        assert_eq!(knots(&points, 10), [(3.0, 3.4)]);
    }

    #[test]
    fn the_knots_strictly_increase_and_equal_x_share_a_block() {
        // (1, 1) alone would be a block of its own, apart from (1, 5).
        assert_eq!(
            knots(&[(1.0, 5.0), (1.0, 1.0), (2.0, 3.0)], 1),
            [(4.0 / 3.0, 3.0)]
        );
        let points: Vec<(f64, f64)> = (0..200)
            .map(|i| {
                let x = f64::from(i / 3);
                (x, x + f64::from((i * 37) % 11) - 5.0)
            })
            .collect();
        for min_block in [1, 5, 20] {
            let k = knots(&points, min_block);
            assert!(
                k.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1),
                "{k:?}"
            );
        }
    }
}
