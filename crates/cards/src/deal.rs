//! Dealing random hands from a shuffled 52-card deck.
//!
//! The random source is a parameter (a function that fills a byte buffer), so
//! the logic runs and is tested natively with a seeded source; the browser
//! passes `getrandom::fill`. Promises: every card of a hand is different, every
//! hand of `n` cards is equally likely (a partial Fisher–Yates shuffle whose
//! draws use rejection sampling, so no index is favoured), and
//! [`deal_until`] never loops past its attempt bound.

use crate::card::Card;

/// A uniformly random integer in `0..bound` (`bound` must be at least 1; 0 is
/// treated as 1).
///
/// Taking `x % bound` of a raw `u32` would favour small values whenever `bound`
/// does not divide 2^32, so draws from the uneven tail are thrown away.
pub fn below(bound: u32, random: &mut impl FnMut(&mut [u8])) -> u32 {
    let bound = bound.max(1);
    let zone = u32::MAX - u32::MAX % bound;
    loop {
        let mut bytes = [0u8; 4];
        random(&mut bytes);
        let x = u32::from_le_bytes(bytes);
        if x < zone {
            return x % bound;
        }
    }
}

/// Deals `n` different cards (at most 52) from a freshly shuffled deck.
pub fn deal(n: usize, random: &mut impl FnMut(&mut [u8])) -> Vec<Card> {
    deal_from(Card::deck().collect(), n, random)
}

/// Deals `n` different cards (at most the deck's) from `deck`, shuffled.
pub fn deal_from(mut deck: Vec<Card>, n: usize, random: &mut impl FnMut(&mut [u8])) -> Vec<Card> {
    let n = n.min(deck.len());
    // Only the first `n` positions need shuffling.
    for i in 0..n {
        let j = i + below((deck.len() - i) as u32, random) as usize;
        deck.swap(i, j);
    }
    deck.truncate(n);
    deck
}

/// What the caller of [`deal_until`] thinks of one dealt hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    Keep,
    Reject,
    /// Stop trying (e.g. a time budget ran out): the hand is not kept.
    GiveUp,
}

/// The outcome of [`deal_until`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// The kept hand, or the last one dealt when none was kept.
    pub cards: Vec<Card>,
    /// Whether `cards` was kept by the judge.
    pub kept: bool,
    /// How many hands were dealt.
    pub attempts: usize,
}

/// Deals hands of `n` cards from `deck` until `judge` keeps one, at most
/// `max_attempts` times (at least once).
pub fn deal_until(
    deck: &[Card],
    n: usize,
    max_attempts: usize,
    random: &mut impl FnMut(&mut [u8]),
    mut judge: impl FnMut(&[Card]) -> Judgement,
) -> Dealt {
    let mut attempts = 0;
    loop {
        let cards = deal_from(deck.to_vec(), n, random);
        attempts += 1;
        match judge(&cards) {
            Judgement::Keep => {
                return Dealt {
                    cards,
                    kept: true,
                    attempts,
                }
            }
            Judgement::GiveUp => {
                return Dealt {
                    cards,
                    kept: false,
                    attempts,
                }
            }
            Judgement::Reject if attempts >= max_attempts => {
                return Dealt {
                    cards,
                    kept: false,
                    attempts,
                }
            }
            Judgement::Reject => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// A small deterministic generator (xorshift64*), enough for tests.
    fn seeded(mut state: u64) -> impl FnMut(&mut [u8]) {
        move |buf: &mut [u8]| {
            for b in buf {
                state ^= state >> 12;
                state ^= state << 25;
                state ^= state >> 27;
                *b = (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 56) as u8;
            }
        }
    }

    #[test]
    fn below_stays_in_range_and_rejects_the_uneven_tail() {
        let mut rng = seeded(7);
        for bound in [1, 2, 3, 7, 13, 52] {
            for _ in 0..200 {
                assert!(below(bound, &mut rng) < bound);
            }
        }
        // u32::MAX lies outside the even zone for every bound, so it is
        // thrown away and the next draw (7) decides.
        let mut calls = 0;
        let mut scripted = |buf: &mut [u8]| {
            let x: u32 = if calls == 0 { u32::MAX } else { 7 };
            calls += 1;
            buf.copy_from_slice(&x.to_le_bytes());
        };
        assert_eq!(below(5, &mut scripted), 2);
        assert_eq!(calls, 2);
        assert_eq!(below(0, &mut seeded(1)), 0);
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut rng = seeded(42);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[below(6, &mut rng) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn hands_have_distinct_cards() {
        let mut rng = seeded(3);
        for n in 0..=52 {
            let hand = deal(n, &mut rng);
            assert_eq!(hand.len(), n);
            let set: HashSet<_> = hand.iter().collect();
            assert_eq!(set.len(), n);
        }
        assert_eq!(deal(60, &mut rng).len(), 52);
    }

    #[test]
    fn every_card_can_come_first() {
        let mut rng = seeded(9);
        let firsts: HashSet<Card> = (0..3000).map(|_| deal(1, &mut rng)[0]).collect();
        assert_eq!(firsts.len(), 52);
    }

    #[test]
    fn the_same_seed_deals_the_same_hand() {
        assert_eq!(deal(4, &mut seeded(5)), deal(4, &mut seeded(5)));
    }

    #[test]
    fn deal_from_deals_only_the_deck_given() {
        let mut rng = seeded(17);
        let low: Vec<Card> = Card::deck().filter(|c| c.rank() <= 10).collect();
        for _ in 0..200 {
            let hand = deal_from(low.clone(), 6, &mut rng);
            assert_eq!(hand.len(), 6);
            assert!(hand.iter().all(|c| c.rank() <= 10));
        }
        assert_eq!(deal_from(low.clone(), 99, &mut rng).len(), 40);
    }

    #[test]
    fn deal_until_keeps_the_first_accepted_hand() {
        let mut rng = seeded(11);
        let deck: Vec<Card> = Card::deck().collect();
        let dealt = deal_until(&deck, 4, 1000, &mut rng, |h| {
            if h.iter().all(|c| c.rank() <= 5) {
                Judgement::Keep
            } else {
                Judgement::Reject
            }
        });
        assert!(dealt.kept);
        assert!(dealt.cards.iter().all(|c| c.rank() <= 5));
        assert!(dealt.attempts >= 1);
    }

    #[test]
    fn deal_until_is_bounded() {
        let mut rng = seeded(13);
        let deck: Vec<Card> = Card::deck().collect();
        let dealt = deal_until(&deck, 4, 25, &mut rng, |_| Judgement::Reject);
        assert!(!dealt.kept);
        assert_eq!(dealt.attempts, 25);
        assert_eq!(dealt.cards.len(), 4);

        let dealt = deal_until(&deck, 4, 0, &mut rng, |_| Judgement::Reject);
        assert_eq!(dealt.attempts, 1);

        let mut seen = 0;
        let dealt = deal_until(&deck, 3, 100, &mut rng, |_| {
            seen += 1;
            if seen == 3 {
                Judgement::GiveUp
            } else {
                Judgement::Reject
            }
        });
        assert!(!dealt.kept);
        assert_eq!(dealt.attempts, 3);
    }
}
