//! One playing card from a 52-card deck without jokers: a rank 1..=13
//! (A=1 … K=13) and a suit.
//!
//! Every card has a short code used in URLs and the DOM: rank `a 2..9 t j q k`,
//! then suit `s h d c`, e.g. `ks` for the King of spades, `th` for the 10 of
//! hearts. [`Card::from_code`] is lenient (any case, `10` for `t`, `1` for `a`,
//! since players write the ace as 1); [`Card::code`] always writes the
//! canonical lower-case form.

use std::fmt;

/// The ranks in order, A to K.
pub const RANKS: std::ops::RangeInclusive<u8> = 1..=13;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// Its place in [`Suit::ALL`], from 0.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The suit at `index` in [`Suit::ALL`].
    pub fn from_index(index: usize) -> Option<Suit> {
        Suit::ALL.get(index).copied()
    }

    pub fn code(self) -> char {
        match self {
            Suit::Spades => 's',
            Suit::Hearts => 'h',
            Suit::Diamonds => 'd',
            Suit::Clubs => 'c',
        }
    }

    pub fn from_code(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            's' => Some(Suit::Spades),
            'h' => Some(Suit::Hearts),
            'd' => Some(Suit::Diamonds),
            'c' => Some(Suit::Clubs),
            _ => None,
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// English name, plural: "spades".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
        }
    }
}

/// A card. The rank is always in `1..=13`: the constructors refuse anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    rank: u8,
    suit: Suit,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Option<Card> {
        RANKS.contains(&rank).then_some(Card { rank, suit })
    }

    pub fn rank(self) -> u8 {
        self.rank
    }

    pub fn suit(self) -> Suit {
        self.suit
    }

    /// All 52 cards, suit by suit, A to K.
    pub fn deck() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| RANKS.map(move |rank| Card { rank, suit }))
    }

    /// The rank's index letter as printed on the card: A, 2..10, J, Q, K.
    pub fn rank_label(self) -> &'static str {
        rank_label(self.rank)
    }

    /// English name: "Queen of hearts", "10 of clubs".
    pub fn name(self) -> String {
        let rank = match self.rank {
            1 => "Ace",
            11 => "Jack",
            12 => "Queen",
            13 => "King",
            _ => self.rank_label(),
        };
        format!("{rank} of {}", self.suit.name())
    }

    /// Canonical code: `ks`, `th`, `2c`.
    pub fn code(self) -> String {
        format!("{}{}", rank_code(self.rank), self.suit.code())
    }

    /// Parses a card code, leniently: any case, `10` as well as `t` and `1` as
    /// well as `a`.
    pub fn from_code(code: &str) -> Option<Card> {
        let code = code.trim();
        let suit = Suit::from_code(code.chars().last()?)?;
        let rank = rank_from_code(&code[..code.len() - 1])?;
        Card::new(rank, suit)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_label(), self.suit.symbol())
    }
}

/// A, 2..10, J, Q, K.
pub fn rank_label(rank: u8) -> &'static str {
    const LABELS: [&str; 13] = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    LABELS[usize::from(rank.clamp(1, 13) - 1)]
}

/// A hand as ranks, `A 3 8 K`: how a hand is written in a line of text.
pub fn rank_string(hand: &[u8]) -> String {
    let labels: Vec<&str> = hand.iter().map(|&r| rank_label(r)).collect();
    labels.join(" ")
}

fn rank_code(rank: u8) -> char {
    b"a23456789tjqk"[usize::from(rank.clamp(1, 13) - 1)] as char
}

/// `a` or `1`, `2`..`9`, `t` or `10`, `j`, `q`, `k`, any case.
pub fn rank_from_code(s: &str) -> Option<u8> {
    let s = s.trim().to_ascii_lowercase();
    match s.as_str() {
        "1" => return Some(1),
        "10" => return Some(10),
        _ => {}
    }
    let mut chars = s.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    b"a23456789tjqk"
        .iter()
        .position(|&b| b as char == c)
        .map(|i| i as u8 + 1)
}

/// The card of `rank` in the first suit (`s h d c`) not in `hand`.
pub fn first_free_suit(rank: u8, hand: &[Option<Card>]) -> Option<Card> {
    Suit::ALL
        .into_iter()
        .filter_map(|suit| Card::new(rank, suit))
        .find(|card| !hand.contains(&Some(*card)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_is_written_with_its_ranks_labels() {
        assert_eq!(rank_string(&[2, 3, 6, 12]), "2 3 6 Q");
        assert_eq!(rank_string(&[1, 10, 11, 13]), "A 10 J K");
        assert_eq!(rank_string(&[]), "");
    }

    #[test]
    fn suits_know_their_place() {
        for (i, suit) in Suit::ALL.into_iter().enumerate() {
            assert_eq!(suit.index(), i);
            assert_eq!(Suit::from_index(i), Some(suit));
        }
        assert_eq!(Suit::from_index(4), None);
    }

    #[test]
    fn codes_round_trip_for_the_whole_deck() {
        let deck: Vec<Card> = Card::deck().collect();
        assert_eq!(deck.len(), 52);
        for card in deck {
            assert_eq!(Card::from_code(&card.code()), Some(card));
        }
    }

    #[test]
    fn codes_are_lenient() {
        let ten_hearts = Card::new(10, Suit::Hearts);
        assert_eq!(Card::from_code("TH"), ten_hearts);
        assert_eq!(Card::from_code("10h"), ten_hearts);
        assert_eq!(Card::from_code("Ks").map(Card::code), Some("ks".into()));
        assert_eq!(Card::from_code("zz"), None);
        assert_eq!(Card::from_code("99"), None);
        assert_eq!(Card::from_code("0s"), None);
        assert_eq!(Card::from_code("11s"), None);
        assert_eq!(Card::from_code(""), None);
    }

    #[test]
    fn one_is_the_ace() {
        let ace = Card::new(1, Suit::Spades);
        assert_eq!(Card::from_code("1s"), ace);
        assert_eq!(Card::from_code("1S"), ace);
        assert_eq!(Card::from_code("1s").map(Card::code), Some("as".into()));
        assert_eq!(rank_from_code("1"), Some(1));
        assert_eq!(rank_from_code("A"), Some(1));
        assert_eq!(rank_from_code("10"), Some(10));
        assert_eq!(rank_from_code("01"), None);
        assert_eq!(rank_from_code("0"), None);
    }

    #[test]
    fn names_read_as_english() {
        assert_eq!(
            Card::new(12, Suit::Hearts).unwrap().name(),
            "Queen of hearts"
        );
        assert_eq!(Card::new(10, Suit::Clubs).unwrap().name(), "10 of clubs");
        assert_eq!(Card::new(1, Suit::Spades).unwrap().to_string(), "A♠");
    }
}
