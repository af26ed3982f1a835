//! Per-thread scratch space: buffers that one solve fills and the next one
//! reuses, so that solving many small hands does not spend its time
//! allocating. A scratch is cleared before each use, and dropped after an
//! unusually large hand so that one big search does not pin its memory for
//! the rest of the thread's life.
//!
//! At the root, with the vocabulary, not in a folder: `distinct/` (the
//! arena, the writer), `search/` and `solve.rs` each keep a scratch, and
//! `distinct/` may not import `search/`. It imports nothing of the crate, so
//! any part may use it.

use std::cell::RefCell;
use std::thread::LocalKey;

/// Something that can be emptied without freeing its buffers.
pub trait Reuse: Default {
    /// Empties it, keeping its buffers.
    fn clear(&mut self);
    /// Whether its buffers have grown too large to keep.
    fn too_large(&self) -> bool;
}

/// Above this many elements in one buffer, a scratch is not kept.
pub const KEEP: usize = 1 << 16;

/// Drops a scratch's buffers now rather than when its use ends, if they
/// are too large to keep: for work whose results no longer need them, so
/// that they are not part of the peak of what follows.
pub fn release<S: Reuse>(scratch: &mut S) {
    if scratch.too_large() {
        *scratch = S::default();
    }
}

/// Runs `f` on the thread's scratch in `key`, cleared. Should that scratch be
/// unavailable (in use, which solving never causes, or already destroyed at
/// thread exit), `f` gets a fresh one instead.
pub fn with<S: Reuse + 'static, R>(
    key: &'static LocalKey<RefCell<S>>,
    f: impl FnOnce(&mut S) -> R,
) -> R {
    let mut f = Some(f);
    let reused = key.try_with(|cell| {
        let mut scratch = cell.try_borrow_mut().ok()?;
        let f = f.take()?;
        scratch.clear();
        let result = f(&mut scratch);
        if scratch.too_large() {
            *scratch = S::default();
        }
        Some(result)
    });
    match (reused, f) {
        (Ok(Some(result)), _) => result,
        (_, Some(f)) => f(&mut S::default()),
        // `f` was taken only when it ran and returned its result.
        (_, None) => unreachable!("the scratch ran without a result"),
    }
}
