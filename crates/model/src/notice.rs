//! The one-off messages the page shows, as what happened rather than how it
//! reads (the words are in the `texts` crate). A leaf, so that both the state
//! that raises a notice and the texts that word it can name it.

use crate::link::UrlProblem;
use solver::difficulty::Grade;
use solver::Rational;

/// A one-off message for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Parts of the opened link that could not be used.
    Link(Vec<UrlProblem>),
    Copied,
    /// The clipboard refused; carries the link to copy by hand.
    CopyFailed(String),
    /// "Only solvable hands" found none within its bound.
    Unreachable {
        size: usize,
        target: Rational,
        attempts: usize,
    },
    /// Deal at a difficulty found no hand of it: nothing was dealt.
    NoHandAtLevel {
        grade: Grade,
        size: usize,
        target: Rational,
        attempts: usize,
    },
    /// A typed rank with no empty slot left.
    HandFull,
    /// A typed rank whose four cards are all in the hand.
    NoSuitLeft(u8),
    /// A typed face card, in a deck without them.
    NoFaceCards,
    /// The deck was switched to one without face cards: those in the hand
    /// were taken out.
    FaceCardsRemoved,
    /// A solve to share, copied (the browser has no share sheet).
    ShareCopied,
    /// Bests read from a file and kept with these.
    BestsLoaded,
    /// The file of this name holds no bests.
    NotBests(String),
    /// A targets chart range wider than the chart: the range asked for and
    /// the one kept.
    TooManyTargets {
        asked: (i128, i128),
        kept: (i128, i128),
    },
}

impl Notice {
    /// Whether it confirms that what was asked for was done (a copy, a file
    /// read) rather than tell of a problem: the page shows it calmly.
    pub fn is_done(&self) -> bool {
        matches!(
            self,
            Notice::Copied | Notice::ShareCopied | Notice::BestsLoaded
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_confirmations_are_done() {
        for done in [Notice::Copied, Notice::ShareCopied, Notice::BestsLoaded] {
            assert!(done.is_done(), "{done:?}");
        }
        for problem in [
            Notice::CopyFailed("x".into()),
            Notice::NotBests("notes.txt".into()),
            Notice::HandFull,
            Notice::NoFaceCards,
            Notice::FaceCardsRemoved,
        ] {
            assert!(!problem.is_done(), "{problem:?}");
        }
    }
}
