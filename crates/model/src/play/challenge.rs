//! Who won a challenge: a friend's time to beat (`t=12.4`) against the
//! time this hand was solved in.
//!
//! Promises: a time beats the challenge only when it is strictly shorter;
//! the margin is the exact difference, in tenths of a second.

/// How a solve went against a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Result {
    /// The time to beat, in tenths.
    pub theirs: u32,
    /// The solve's time, in tenths.
    pub mine: u32,
}

impl Result {
    pub fn new(theirs: u32, mine: u32) -> Result {
        Result { theirs, mine }
    }

    /// Whether the solve beat the time.
    pub fn beaten(self) -> bool {
        self.mine < self.theirs
    }

    /// By how much it won or lost, in tenths (0 for a tie).
    pub fn margin(self) -> u32 {
        self.mine.abs_diff(self.theirs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strictly_faster_beats_and_the_margin_is_exact() {
        let won = Result::new(124, 17);
        assert!(won.beaten());
        assert_eq!(won.margin(), 107);
        let lost = Result::new(124, 145);
        assert!(!lost.beaten());
        assert_eq!(lost.margin(), 21);
        let tie = Result::new(124, 124);
        assert!(!tie.beaten());
        assert_eq!(tie.margin(), 0);
    }
}
