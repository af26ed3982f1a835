//! A bar picked in one of Explore's charts, whose hands are listed: kept in
//! the state, so that the list is still open after a hand was opened from
//! it and Back returned to Explore.
//!
//! Promises: a pick belongs to the deck and target it was made for
//! ([`BarPick::for_deck`] gives nothing for any other), and to one chart.

use super::deck::DeckKey;
use solver::Rational;

/// The charts whose bars list their hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chart {
    /// Hands by their number of solutions: bar `i` is the hands with `i`.
    PerHand,
    /// Solvable hands by difficulty: bar `i` is the `i`-th level.
    Difficulty,
}

/// A picked bar and what it was picked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarPick {
    pub chart: Chart,
    pub bar: usize,
    pub deck: DeckKey,
    pub target: Rational,
}

impl BarPick {
    /// The bar picked in `chart`, if the pick is for this deck and target.
    pub fn for_deck(
        pick: Option<&BarPick>,
        chart: Chart,
        deck: DeckKey,
        target: Rational,
    ) -> Option<usize> {
        pick.filter(|p| p.chart == chart && p.deck == deck && p.target == target)
            .map(|p| p.bar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::Level;

    #[test]
    fn a_pick_holds_for_its_deck_target_and_chart_only() {
        let deck = DeckKey {
            values: (1, 13),
            cards: 4,
            level: Level::Distinct,
            no_parens: false,
            integers: false,
            faces: cards::Faces::Numbered,
        };
        let t = Rational::from_integer(24);
        let pick = BarPick {
            chart: Chart::PerHand,
            bar: 11,
            deck,
            target: t,
        };
        assert_eq!(
            BarPick::for_deck(Some(&pick), Chart::PerHand, deck, t),
            Some(11)
        );
        assert_eq!(
            BarPick::for_deck(Some(&pick), Chart::Difficulty, deck, t),
            None
        );
        let other = DeckKey { cards: 5, ..deck };
        assert_eq!(
            BarPick::for_deck(Some(&pick), Chart::PerHand, other, t),
            None
        );
        let ten = Rational::from_integer(10);
        assert_eq!(
            BarPick::for_deck(Some(&pick), Chart::PerHand, deck, ten),
            None
        );
        assert_eq!(BarPick::for_deck(None, Chart::PerHand, deck, t), None);
    }
}
