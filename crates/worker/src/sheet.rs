//! A worksheet's hands: dealt from the sheet's seed alone, each solvable
//! (at the level asked, under the sheet's rules), no two alike, with one
//! solution and the number of distinct ones for the answer key.
//!
//! Promises: the same [`Sheet`] gives the same hands, in the same order,
//! on every run and platform (the random source is the seed's, and no
//! clock bounds the work: a time budget would make the sheet depend on the
//! machine); two hands are alike when their values are, under the deck's
//! rule for face cards; at most [`SHEET_ATTEMPTS`] hands are tried, so a
//! sheet that asks for more hands than its kind has comes back short.

use crate::deal::options;
use cards::seeded::seeded;
use cards::{deal_from, Card};
use protocol::worker::{Sheet, SheetHand, MAX_SHEET};
use solver::difficulty::rate_with;
use solver::{solve, Level, Rational};

/// Hands tried for one sheet, at most.
pub const SHEET_ATTEMPTS: usize = 2000;
/// The most cards per hand a sheet deals: combining more by hand is not a
/// game people play (as in play mode).
pub const SHEET_MAX_SIZE: usize = 6;

/// The hands of `sheet`: `count` of them, or as many as were found.
pub fn worksheet(sheet: &Sheet) -> Vec<SheetHand> {
    let ask = &sheet.deal;
    let count = usize::from(sheet.count).min(MAX_SHEET);
    let size = usize::from(ask.size).clamp(2, SHEET_MAX_SIZE);
    let mut random = seeded(u64::from(sheet.seed));
    let deck: Vec<Card> = ask.faces.deck().collect();
    let mut seen: Vec<Vec<u8>> = Vec::new();
    let mut hands = Vec::with_capacity(count);
    for _ in 0..SHEET_ATTEMPTS {
        if hands.len() == count {
            break;
        }
        let mut cards = deal_from(deck.clone(), size, &mut random);
        let mut values: Vec<u8> = cards.iter().map(|c| ask.faces.value(c.rank())).collect();
        values.sort_unstable();
        if seen.contains(&values) {
            continue;
        }
        seen.push(values.clone());
        let numbers: Vec<Rational> = values
            .iter()
            .map(|&v| Rational::from_integer(i128::from(v)))
            .collect();
        if let Some(grade) = ask.grade {
            let rated = rate_with(&numbers, ask.target, options(ask, false));
            if rated.is_none_or(|d| d.grade != grade) {
                continue;
            }
        }
        let Ok(solved) = solve(&numbers, ask.target, options(ask, ask.no_parens)) else {
            continue;
        };
        let Some(first) = solved.solutions(Level::Distinct).first() else {
            continue;
        };
        // Low to high, as a teacher would write the hand on the board.
        cards.sort_by_key(|c| (c.rank(), c.suit().index()));
        hands.push(SheetHand {
            cards: cards.into_iter().map(Into::into).collect(),
            solution: first.display(),
            distinct: solved.count(Level::Distinct) as u64,
        });
    }
    hands
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::Faces;
    use protocol::worker::DealAsk;
    use solver::attempt::{check_with, Verdict};
    use solver::difficulty::Grade;
    use solver::Options;

    fn sheet(seed: u32, count: u8, size: u8) -> Sheet {
        Sheet {
            seed,
            count,
            deal: DealAsk {
                size,
                target: Rational::from(24),
                no_parens: false,
                integers: false,
                faces: Faces::Numbered,
                grade: None,
            },
        }
    }

    fn values(hand: &SheetHand, faces: Faces) -> Vec<i128> {
        hand.cards
            .iter()
            .filter_map(|&c| c.to_card())
            .map(|c| i128::from(faces.value(c.rank())))
            .collect()
    }

    #[test]
    fn a_seed_gives_the_same_sheet_and_another_seed_another() {
        let a = worksheet(&sheet(42, 12, 4));
        assert_eq!(a.len(), 12);
        assert_eq!(a, worksheet(&sheet(42, 12, 4)));
        assert_ne!(a, worksheet(&sheet(43, 12, 4)));
    }

    #[test]
    fn every_hand_is_solved_by_its_answer_and_no_two_are_alike() {
        for (seed, size, count) in [(1, 4, 20), (2, 3, 8), (3, 5, 12), (4, 6, 8)] {
            let hands = worksheet(&sheet(seed, count, size));
            assert_eq!(hands.len(), usize::from(count));
            let mut seen: Vec<Vec<i128>> = Vec::new();
            for hand in &hands {
                let mut v = values(hand, Faces::Numbered);
                assert_eq!(v.len(), usize::from(size));
                let numbers: Vec<Rational> = v.iter().map(|&x| Rational::from(x)).collect();
                let answer = hand
                    .solution
                    .replace('×', "*")
                    .replace('÷', "/")
                    .replace('−', "-");
                let verdict = check_with(
                    &numbers,
                    Rational::from(24),
                    Level::Distinct,
                    Options::default(),
                    &answer,
                );
                assert!(
                    matches!(verdict, Verdict::Correct { of, .. } if of as u64 == hand.distinct),
                    "{v:?}: {} gives {verdict:?}",
                    hand.solution
                );
                v.sort_unstable();
                assert!(!seen.contains(&v), "{v:?} twice");
                seen.push(v);
            }
        }
    }

    #[test]
    fn levels_and_rules_are_kept_and_a_sheet_too_big_comes_back_short() {
        let mut hard = sheet(7, 8, 4);
        hard.deal.grade = Some(Grade::Hard);
        for hand in worksheet(&hard) {
            let numbers: Vec<Rational> = values(&hand, Faces::Numbered)
                .into_iter()
                .map(Rational::from)
                .collect();
            let rated = rate_with(&numbers, Rational::from(24), Options::default()).unwrap();
            assert_eq!(rated.grade, Grade::Hard);
        }
        let mut whole = sheet(8, 12, 4);
        whole.deal.integers = true;
        whole.deal.faces = Faces::Tens;
        let hands = worksheet(&whole);
        assert_eq!(hands.len(), 12);
        for hand in &hands {
            assert!(!hand.solution.contains('/'), "{}", hand.solution);
        }
        // Two cards make 24 in few ways: fewer than twenty such hands exist.
        let two = worksheet(&sheet(9, 20, 2));
        assert!(two.len() < 20 && !two.is_empty());
    }
}
