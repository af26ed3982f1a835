//! The hasher of the solver's hash tables.
//!
//! At the root, with the vocabulary, not in a folder: `arith/` (`big.rs`),
//! `distinct/` (interning, rendering), `search/` and `difficulty/` all hash,
//! and neither `arith/` nor `distinct/` may import the other. It imports
//! nothing of the crate, so any part may use it.

use std::hash::{BuildHasherDefault, Hasher};

/// A small, fast, non-cryptographic hasher (the Fx hash): the keys here are
/// small and not attacker-chosen, and hashing is on the solver's hot path.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(i.into());
    }
    fn write_u32(&mut self, i: u32) {
        self.add(i.into());
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }
    fn write_i128(&mut self, i: i128) {
        self.write_u128(i as u128);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// Builds [`FxHasher`]s, for `HashMap::with_hasher` and the like.
pub type FxBuild = BuildHasherDefault<FxHasher>;
