//! Dealing a round's hand: solvable, at the chosen level, with every
//! distinct solution worked out once for the whole room.
//!
//! Dealing is the cards crate's: unbiased hands from the operating system's
//! random source ([`cards::deal_until`]), kept by a judge that asks the
//! solver whether a hand makes the target ([`solver::solve`]) or rates it at
//! the chosen level ([`solver::difficulty::rate_with`]), both under the
//! room's house rules: the deck's face cards ([`cards::Faces`]) and whole
//! numbers only. Promises: a [`Hand`] makes its target by those rules and,
//! when a level was asked, is rated at that level;
//! its forms are the normal forms of its listed solutions, in the same
//! order, so an answer is placed by comparing forms ([`crate::judge`]).
//! [`deal`] gives up after [`MAX_ATTEMPTS`] hands or [`BUDGET`], whichever
//! comes first, and returns `None`.
//!
//! A Challenge's decoy ([`decoy`]) is the opposite: a hand of the same size
//! and rules that cannot make the target, with no solutions. It shows a
//! level all the same (the room's level, or a real deal's), so that its
//! dots are no likelier on a decoy than on any card.

use cards::{deal_until, Card, Faces, Judgement};
use protocol::room::{Card as WireCard, Settings};
use solver::difficulty::{rate_with, Grade};
use solver::{normal_form, solve, Level, NormalForm, Options, Rational};
use std::time::{Duration, Instant};

/// Hands tried before giving up (as the page's Deal does).
pub const MAX_ATTEMPTS: usize = 2000;

/// Time a deal may take: a six-card hand that misses a far target costs a
/// full search per attempt.
pub const BUDGET: Duration = Duration::from_millis(1500);

/// A dealt hand, ready to judge answers.
#[derive(Clone, Debug)]
pub struct Hand {
    pub cards: Vec<WireCard>,
    pub numbers: Vec<Rational>,
    pub target: Rational,
    /// The room's rule: whole numbers only, or not.
    pub options: Options,
    pub grade: Option<Grade>,
    /// The distinct solutions in the solver's order, in ASCII.
    pub solutions: Vec<String>,
    /// Their normal forms at level distinct, in the same order.
    pub forms: Vec<NormalForm>,
}

/// The rules a room's hands are dealt and judged by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    pub faces: Faces,
    pub options: Options,
}

impl Rules {
    pub fn of(settings: &Settings) -> Rules {
        Rules {
            faces: settings.faces,
            options: Options::default().integers(settings.integers),
        }
    }

    /// What the cards are worth.
    fn numbers(&self, cards: &[Card]) -> Vec<Rational> {
        cards
            .iter()
            .map(|c| Rational::from_integer(i128::from(self.faces.value(c.rank()))))
            .collect()
    }
}

/// Deals a hand for `settings` from `random`, or `None` when none was kept
/// within the bounds.
pub fn deal(settings: &Settings, random: &mut impl FnMut(&mut [u8])) -> Option<Hand> {
    let (target, rules) = (settings.target, Rules::of(settings));
    let cards = deal_kept(settings, random, |numbers| match settings.difficulty {
        Some(level) => rate_with(numbers, target, rules.options).is_some_and(|d| d.grade == level),
        None => solve(numbers, target, rules.options).is_ok_and(|s| s.is_solvable()),
    })?;
    hand(&cards, target, rules)
}

/// The cards of a hand for `settings` whose values `keep` keeps, dealt
/// from `random` within [`MAX_ATTEMPTS`] and [`BUDGET`].
fn deal_kept(
    settings: &Settings,
    random: &mut impl FnMut(&mut [u8]),
    keep: impl Fn(&[Rational]) -> bool,
) -> Option<Vec<Card>> {
    let start = Instant::now();
    let rules = Rules::of(settings);
    let deck: Vec<Card> = settings.faces.deck().collect();
    let dealt = deal_until(
        &deck,
        usize::from(settings.hand_size),
        MAX_ATTEMPTS,
        random,
        |cards| {
            if keep(&rules.numbers(cards)) {
                Judgement::Keep
            } else if start.elapsed() > BUDGET {
                Judgement::GiveUp
            } else {
                Judgement::Reject
            }
        },
    );
    dealt.kept.then_some(dealt.cards)
}

/// A decoy for `settings` from `random`: a hand that cannot make the
/// target by the room's rules, or `None` when none came up within the
/// bounds.
pub fn decoy(settings: &Settings, random: &mut impl FnMut(&mut [u8])) -> Option<Hand> {
    let (target, rules) = (settings.target, Rules::of(settings));
    let cards = deal_kept(settings, random, |numbers| {
        solve(numbers, target, rules.options).is_ok_and(|s| !s.is_solvable())
    })?;
    let grade = settings
        .difficulty
        .or_else(|| deal(settings, random).and_then(|h| h.grade));
    Some(Hand {
        cards: cards.iter().map(|&c| wire_card(c)).collect(),
        numbers: rules.numbers(&cards),
        target,
        options: rules.options,
        grade,
        solutions: Vec::new(),
        forms: Vec::new(),
    })
}

/// The hand of `cards` for `target` under `rules`: `None` when it cannot
/// make it.
pub fn hand(cards: &[Card], target: Rational, rules: Rules) -> Option<Hand> {
    let numbers = rules.numbers(cards);
    let solved = solve(&numbers, target, rules.options).ok()?;
    let list = solved.solutions(Level::Distinct);
    if list.is_empty() {
        return None;
    }
    let forms = list
        .iter()
        .map(|s| normal_form(s.expr(), Level::Distinct))
        .collect::<Option<Vec<_>>>()?;
    Some(Hand {
        cards: cards.iter().map(|&c| wire_card(c)).collect(),
        grade: rate_with(&numbers, target, rules.options).map(|d| d.grade),
        solutions: list.iter().map(|s| s.ascii()).collect(),
        numbers,
        target,
        options: rules.options,
        forms,
    })
}

fn wire_card(card: Card) -> WireCard {
    WireCard::from(card)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::os;

    fn settings(hand_size: u8, difficulty: Option<Grade>) -> Settings {
        Settings {
            hand_size,
            difficulty,
            ..Settings::default()
        }
    }

    #[test]
    fn hands_make_the_target_at_the_level_asked() {
        for size in [2, 4, 5] {
            let hand = deal(&settings(size, None), &mut os).unwrap();
            assert_eq!(hand.cards.len(), usize::from(size));
            assert!(!hand.solutions.is_empty());
            assert_eq!(hand.solutions.len(), hand.forms.len());
        }
        for level in [Grade::Easy, Grade::Hard] {
            let hand = deal(&settings(4, Some(level)), &mut os).unwrap();
            assert_eq!(hand.grade, Some(level));
        }
    }

    #[test]
    fn a_decoy_cannot_make_the_target_and_shows_a_level() {
        for (size, level) in [(4, None), (4, Some(Grade::Hard)), (2, None)] {
            let decoy = decoy(&settings(size, level), &mut os).unwrap();
            assert_eq!(decoy.cards.len(), usize::from(size));
            assert!(decoy.solutions.is_empty() && decoy.forms.is_empty());
            let solved = solve(&decoy.numbers, decoy.target, decoy.options).unwrap();
            assert!(!solved.is_solvable());
            assert!(decoy.grade.is_some());
            if level.is_some() {
                assert_eq!(decoy.grade, level);
            }
            let verdict = crate::judge::judge(&decoy, "1+1");
            assert!(!matches!(verdict, solver::attempt::Verdict::Correct { .. }));
        }
    }

    #[test]
    fn no_hand_when_the_level_cannot_be_dealt() {
        // Two cards are never Fiendish.
        assert!(deal(&settings(2, Some(Grade::Fiendish)), &mut os).is_none());
    }

    #[test]
    fn a_hand_lists_its_solutions_and_their_forms_in_order() {
        let cards: Vec<Card> = ["3s", "3h", "8c", "8d"]
            .iter()
            .map(|c| Card::from_code(c).unwrap())
            .collect();
        let hand = hand(&cards, Rational::from(24), Rules::default()).unwrap();
        assert_eq!(hand.solutions, ["8/(3-8/3)"]);
        assert_eq!(
            hand.cards,
            [(3, 0), (3, 1), (8, 3), (8, 2)].map(|(rank, suit)| WireCard { rank, suit })
        );
        assert!(super::hand(&cards[..2], Rational::from(24), Rules::default()).is_none());
    }

    #[test]
    fn a_rooms_house_rules_deal_and_list_by_them() {
        let whole = Settings {
            integers: true,
            faces: Faces::Without,
            ..settings(4, None)
        };
        for _ in 0..20 {
            let hand = deal(&whole, &mut os).unwrap();
            assert!(hand.cards.iter().all(|c| c.rank <= 10));
            assert!(hand.options.integers);
        }
        let cards: Vec<Card> = ["3s", "3h", "8c", "8d"]
            .iter()
            .map(|c| Card::from_code(c).unwrap())
            .collect();
        let rules = Rules::of(&whole);
        assert!(hand(&cards, Rational::from(24), rules).is_none());
        // J Q K worth 10: K K 2 2 is 10 + 10 + 2 + 2.
        let tens = Rules::of(&Settings {
            faces: Faces::Tens,
            ..Settings::default()
        });
        let kings: Vec<Card> = ["ks", "kh", "2c", "2d"]
            .iter()
            .map(|c| Card::from_code(c).unwrap())
            .collect();
        let hand = hand(&kings, Rational::from(24), tens).unwrap();
        assert_eq!(hand.numbers, [10, 10, 2, 2].map(Rational::from));
        assert_eq!(hand.cards[0].rank, 13);
    }
}
