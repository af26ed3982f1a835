//! Boosted decision trees: the deck model's map from a hand's features
//! (`deck.rs`) to `ln` seconds.
//!
//! Each tree has depth two: a split at the root, one under each side, and
//! four leaves. A split `(feature, threshold)` sends a hand left when its
//! feature is at or below the threshold. The estimate is the base plus one
//! leaf of every tree. `cargo xtask fit-difficulty` grows the trees
//! (gradient boosting on squared error, its learning rate already in the
//! leaves) and writes them to `weights.rs`; it evaluates them with this very
//! code, so that its cross-validated figures are those of what ships.
//!
//! The thresholds and leaves are `f32`, to keep the worker small; the fitter
//! only places a threshold where its `f32` still falls between the two
//! training values it separates.

/// One tree: the root's split, the left child's, the right child's, and the
/// leaves from left to right.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tree {
    /// `(feature, threshold)` at the root, its left child, its right child.
    pub splits: [(u8, f32); 3],
    /// The four leaves' values, in `ln` seconds.
    pub leaves: [f32; 4],
}

impl Tree {
    /// The leaf that `x` falls in.
    pub fn leaf(&self, x: &[f64]) -> f32 {
        let left =
            |(feature, threshold): (u8, f32)| x[usize::from(feature)] <= f64::from(threshold);
        match (
            left(self.splits[0]),
            left(self.splits[1]),
            left(self.splits[2]),
        ) {
            (true, true, _) => self.leaves[0],
            (true, false, _) => self.leaves[1],
            (false, _, true) => self.leaves[2],
            (false, _, false) => self.leaves[3],
        }
    }
}

/// The base plus a leaf of every tree.
pub fn predict(base: f64, trees: &[Tree], x: &[f64]) -> f64 {
    base + trees.iter().map(|t| f64::from(t.leaf(x))).sum::<f64>()
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn each_hand_falls_in_one_leaf() {
        let tree = Tree {
            splits: [(0, 1.5), (1, 0.0), (1, 10.0)],
            leaves: [1.0, 2.0, 3.0, 4.0],
        };
        assert_eq!(tree.leaf(&[1.0, -1.0]), 1.0);
        assert_eq!(tree.leaf(&[1.5, 0.0]), 1.0, "at the threshold: left");
        assert_eq!(tree.leaf(&[1.0, 0.5]), 2.0);
        assert_eq!(tree.leaf(&[2.0, 10.0]), 3.0);
        assert_eq!(tree.leaf(&[2.0, 11.0]), 4.0);
        assert_eq!(predict(0.5, &[tree, tree], &[2.0, 11.0]), 8.5);
        assert_eq!(predict(0.5, &[], &[2.0, 11.0]), 0.5);
    }
}
