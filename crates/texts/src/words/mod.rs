//! Checks that keep the texts reading as a native speaker writes them
//! (`docs/glossary.md`):
//!
//! - `levels`: every sentence that names a level reads right with every
//!   level's name: no word doubled where the name meets the sentence
//!   ("难难度"), and the name agrees with the noun it follows in the
//!   languages with genders;
//! - `particles`: every Korean particle after a number or a fraction is
//!   the one its last sound takes, as Korean reads it;
//! - `glossary`: each language says each of the glossary's concepts with
//!   the glossary's word, and never with the words it replaced.
//!
//! They read the texts through the tables' own test helpers
//! ([`crate::translated::every_text`] and the sentences' fields).

mod glossary;
mod levels;
mod particles;
