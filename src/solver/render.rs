//! STUB: being written.
use super::normal::{Arena, Class};
use super::solve::Solution;
pub fn strict_solutions(_a: &Arena, _c: &[Class]) -> Vec<Solution> { Vec::new() }
pub fn distinct_solutions(_a: &mut Arena, _c: &[Class]) -> Vec<Solution> { Vec::new() }
