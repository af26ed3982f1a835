//! [`Level`]: the two answers to "when are two solutions the same?".

use crate::error::Error;
use std::fmt;
use std::str::FromStr;

/// When are two solutions the same? The [spec](crate::spec) defines both levels.
///
/// ```
/// use twentyfour_solver::Level;
///
/// assert_eq!("strict".parse(), Ok(Level::Strict));
/// assert_eq!(Level::Distinct.to_string(), "distinct");
/// assert!("loose".parse::<Level>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// Merges order, grouping, sign bookkeeping, no-op pairs and identity factors.
    #[default]
    Distinct,
    /// Merges order, grouping and sign bookkeeping only.
    Strict,
}

impl Level {
    /// The name `FromStr` reads: `distinct` or `strict`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Distinct => "distinct",
            Level::Strict => "strict",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = Error;

    /// `distinct` or `strict`, in any case, surrounding whitespace ignored.
    fn from_str(s: &str) -> Result<Self, Error> {
        match s.trim().to_ascii_lowercase().as_str() {
            "distinct" => Ok(Level::Distinct),
            "strict" => Ok(Level::Strict),
            _ => Err(Error::Level {
                text: s.to_string(),
            }),
        }
    }
}
