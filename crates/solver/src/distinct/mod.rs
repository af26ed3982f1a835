//! From a search's answers to what a solve returns: the normal forms of
//! the spec ([`crate::spec`]), the lists of classes, and the readable
//! expression of each class.
//!
//! - `normal/`: normal forms, hash-consed in an [`Arena`].
//! - `packed.rs`: the arena's values, eight bytes each.
//! - `classes.rs`: sorting and deduplicating lists of classes.
//! - `render.rs`: a class's most readable expression.
//!
//! Imports: only the crate's vocabulary at the root (`expr/`, `number`,
//! `level`, `limits`, `solution`, `hash`, `scratch`). Never `arith/`, its
//! sibling in the pipeline (the arena keeps its values as `Rational`s, and
//! those past `i128` in num-bigint's fractions), nor `search/`, `solve.rs`
//! or a feature, which build on it (`cargo xtask layers` checks). Within the
//! folder, `render.rs` and `classes.rs` read `normal/`, which reads
//! `packed.rs`. What the rest of the crate uses is re-exported here.

mod classes;
mod normal;
mod packed;
mod render;

pub(crate) use classes::{sort_dedup, Dedup};
pub use normal::{normal_form, NormalForm, Term};
pub(crate) use normal::{Arena, Class, Id, Kind, Node};
pub(crate) use render::solutions;
