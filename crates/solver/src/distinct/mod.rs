//! From a search's answers to what a solve returns: the normal forms of
//! `distinct-solutions.md`, the lists of classes, and the readable
//! expression of each class.
//!
//! - `normal/`: normal forms, hash-consed in an [`Arena`].
//! - `packed.rs`: the arena's values, eight bytes each.
//! - `classes.rs`: sorting and deduplicating lists of classes.
//! - `render.rs`: a class's most readable expression.
//!
//! Imports: only the crate's vocabulary at the root (`expr/`, `number`,
//! `level`, `limits`, `solution`, `hash`, `scratch`); never `arith/`,
//! `search/` or a feature. What the rest of the crate uses is re-exported
//! here.

mod classes;
mod normal;
mod packed;
mod render;

pub(crate) use classes::{sort_dedup, Dedup};
pub use normal::{normal_form, NormalForm, Term};
pub(crate) use normal::{Arena, Class, Id, Kind, Node};
pub(crate) use render::solutions;
