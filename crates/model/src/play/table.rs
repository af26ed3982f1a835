//! The play table: the cards a player combines, two at a time, until one is
//! left.
//!
//! Promises: every card holds an exact value and the expression that made
//! it from the hand, so the last card is an answer that can be classified
//! like a typed one; a combination is a card, an operation and another card,
//! and the two are replaced by the result (`8 ÷ 3` becomes one card, 8/3);
//! every card keeps its place on the table (the keys 1–6 and the layout
//! stay put): the result takes the second card's place and the first card's
//! place is left empty; a division by zero is refused and changes nothing
//! but the chosen operation; Undo steps back one combination and Reset
//! restores the hand. Under the table's house rules a card is worth what
//! its rule for faces says (a king worth 10 still shows its face), and
//! under "whole numbers only" a combination that makes a fraction is
//! refused like a division by zero, naming the step.

use cards::{Card, Faces};
use solver::attempt::Invalid;
use solver::{Expr, Op, Rational, Step};

/// One card on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableCard {
    pub value: Rational,
    /// How the card was made from the hand's numbers.
    pub expr: Expr,
    /// The dealt card, while it is one; `None` for a result.
    pub card: Option<Card>,
}

/// What a pick did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// A card is now chosen (or no longer), nothing combined.
    Chose,
    /// Two cards became one; more than one card is left.
    Combined,
    /// Two cards became the last one, this expression of the whole hand.
    Last(Expr),
    /// The combination divides by zero: refused.
    DivisionByZero,
    /// Under "whole numbers only", the combination makes a fraction:
    /// refused.
    Fraction(Step),
}

impl Picked {
    /// A refused combination as the invalid answer it would be, which Play
    /// and Rooms say alike; `None` for a pick that was not refused.
    pub fn refusal(self) -> Option<Invalid> {
        match self {
            Picked::DivisionByZero => Some(Invalid::DivisionByZero),
            Picked::Fraction(step) => Some(Invalid::Fraction {
                value: step.result,
                step: Some(Box::new(step)),
            }),
            Picked::Chose | Picked::Combined | Picked::Last(_) => None,
        }
    }
}

/// The house rules a table is played by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    pub faces: Faces,
    /// Whole numbers only.
    pub integers: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    start: Vec<TableCard>,
    /// The table by place, one place per card dealt: a card, or `None`
    /// where a card was combined away.
    pub places: Vec<Option<TableCard>>,
    /// The tables before each combination, the latest last.
    history: Vec<Vec<Option<TableCard>>>,
    /// The first card of a combination, by place on the table.
    pub selected: Option<usize>,
    /// The operation chosen after it.
    pub op: Option<Op>,
    /// Where the last combination's result lies, until the next undo or
    /// reset: where focus goes after a combination.
    pub made: Option<usize>,
    pub rules: Rules,
}

impl Table {
    /// The table for a dealt hand, played by `rules`.
    pub fn new(hand: &[Card], rules: Rules) -> Table {
        let start: Vec<TableCard> = hand
            .iter()
            .map(|&card| {
                let value = Rational::from_integer(i128::from(rules.faces.value(card.rank())));
                TableCard {
                    value,
                    expr: Expr::num(value),
                    card: Some(card),
                }
            })
            .collect();
        Table {
            places: start.iter().cloned().map(Some).collect(),
            start,
            rules,
            ..Table::default()
        }
    }

    /// The hand as dealt.
    pub fn start(&self) -> &[TableCard] {
        &self.start
    }

    /// The cards on the table with their places.
    pub fn cards(&self) -> impl Iterator<Item = (usize, &TableCard)> {
        self.places
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.as_ref().map(|c| (i, c)))
    }

    /// How many cards are on the table.
    pub fn left(&self) -> usize {
        self.places.iter().flatten().count()
    }

    /// The one card left, once every card has been combined into it.
    pub fn last(&self) -> Option<&TableCard> {
        match self.left() {
            1 => self.places.iter().flatten().next(),
            _ => None,
        }
    }

    /// Whether any combination has been made.
    pub fn moved(&self) -> bool {
        !self.history.is_empty()
    }

    /// Picks the card at `place`: it becomes the chosen card, or, after a
    /// card and an operation, the second card of the combination. Picking
    /// the chosen card again lets it go; an empty place changes nothing.
    pub fn pick(&mut self, place: usize) -> Picked {
        if self.places.get(place).is_none_or(Option::is_none) {
            return Picked::Chose;
        }
        let (Some(first), Some(op)) = (self.selected, self.op) else {
            self.selected = (self.selected != Some(place)).then_some(place);
            self.op = None;
            return Picked::Chose;
        };
        if first == place {
            self.selected = None;
            self.op = None;
            return Picked::Chose;
        }
        let (Some(a), Some(b)) = (&self.places[first], &self.places[place]) else {
            self.clear();
            return Picked::Chose;
        };
        let Some(value) = op.apply(&a.value, &b.value) else {
            self.op = None;
            return Picked::DivisionByZero;
        };
        if self.rules.integers && !value.is_integer() {
            self.op = None;
            return Picked::Fraction(Step {
                left: a.value,
                op,
                right: b.value,
                result: value,
            });
        }
        let made = TableCard {
            value,
            expr: Expr::bin(op, a.expr.clone(), b.expr.clone()),
            card: None,
        };
        self.history.push(self.places.clone());
        // The result takes the second card's place: where the eye is.
        self.places[place] = Some(made);
        self.places[first] = None;
        self.made = Some(place);
        self.clear();
        match self.last() {
            Some(last) => Picked::Last(last.expr.clone()),
            None => Picked::Combined,
        }
    }

    /// Chooses the operation; only after a card is chosen.
    pub fn choose_op(&mut self, op: Op) -> bool {
        if self.selected.is_some() {
            self.op = Some(op);
        }
        self.selected.is_some()
    }

    /// Lets go of the chosen card and operation.
    pub fn clear(&mut self) {
        self.selected = None;
        self.op = None;
    }

    /// Steps back one combination, or lets go of a choice first.
    pub fn undo(&mut self) {
        if self.selected.is_some() || self.op.is_some() {
            self.clear();
        } else if let Some(before) = self.history.pop() {
            self.places = before;
            self.made = None;
        }
    }

    /// The hand as dealt.
    pub fn reset(&mut self) {
        self.places = self.start.iter().cloned().map(Some).collect();
        self.history.clear();
        self.made = None;
        self.clear();
    }
}

impl Table {
    /// A move on a table played against a server, which judges the answer
    /// (Rooms and homework): the text to send, once two cards became the
    /// last one or an answer was typed (normalized, and not empty); the
    /// refusal of a combination; or nothing to send.
    pub fn served(&mut self, mv: super::Move) -> Result<Option<String>, Invalid> {
        use super::Move;
        Ok(match mv {
            Move::Pick(place) => match self.pick(place) {
                Picked::Last(expr) => Some(expr.to_ascii()),
                picked => return picked.refusal().map_or(Ok(None), Err),
            },
            Move::Op(op) => {
                self.choose_op(op);
                None
            }
            Move::Undo => {
                self.undo();
                None
            }
            Move::Reset => {
                self.reset();
                None
            }
            Move::Clear => {
                self.clear();
                None
            }
            Move::Attempt(text) => {
                Some(solver::attempt::normalize(&text).trim().to_string()).filter(|t| !t.is_empty())
            }
            Move::Start | Move::NoSolution | Move::Hint | Move::Reveal => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(codes: &[&str]) -> Table {
        let hand: Vec<Card> = codes.iter().map(|c| Card::from_code(c).unwrap()).collect();
        Table::new(&hand, Rules::default())
    }

    /// The table by place, `_` for an empty one.
    fn values(t: &Table) -> Vec<String> {
        t.places
            .iter()
            .map(|c| c.as_ref().map_or("_".into(), |c| c.value.to_string()))
            .collect()
    }

    fn combine(t: &mut Table, a: usize, op: Op, b: usize) -> Picked {
        assert_eq!(t.pick(a), Picked::Chose);
        assert!(t.choose_op(op));
        t.pick(b)
    }

    #[test]
    fn combining_replaces_two_cards_by_the_exact_result() {
        let mut t = table(&["3s", "3h", "8c", "8d"]);
        assert_eq!(combine(&mut t, 2, Op::Div, 0), Picked::Combined);
        // The result takes the second card's place; the others stay put.
        assert_eq!(values(&t), ["8/3", "3", "_", "8"]);
        assert_eq!(t.left(), 3);
        assert_eq!(t.selected, None);
        assert_eq!(t.made, Some(0));
        assert_eq!(t.places[0].as_ref().unwrap().card, None);
        assert_eq!(t.places[1].as_ref().unwrap().card, Card::from_code("3h"));
        assert_eq!(combine(&mut t, 1, Op::Sub, 0), Picked::Combined);
        assert_eq!(values(&t), ["1/3", "_", "_", "8"]);
        assert_eq!(t.made, Some(0));
        assert_eq!(t.last(), None);
        let Picked::Last(e) = combine(&mut t, 3, Op::Div, 0) else {
            panic!()
        };
        assert_eq!(values(&t), ["24", "_", "_", "_"]);
        assert_eq!(t.last().unwrap().value, Rational::from_integer(24));
        assert_eq!(t.made, Some(0));
        assert_eq!(e.to_ascii(), "8/(3-8/3)");
        assert_eq!(t.selected, None);
    }

    #[test]
    fn undo_reset_and_clear() {
        let mut t = table(&["3s", "3h", "8c", "8d"]);
        combine(&mut t, 0, Op::Add, 1);
        combine(&mut t, 1, Op::Mul, 2);
        assert_eq!(values(&t), ["_", "_", "48", "8"]);
        // Undo lets go of a chosen card first, then steps back.
        t.pick(3);
        t.undo();
        assert_eq!(t.selected, None);
        assert_eq!(values(&t), ["_", "_", "48", "8"]);
        t.undo();
        assert_eq!(values(&t), ["_", "6", "8", "8"]);
        assert_eq!(t.made, None);
        t.undo();
        assert_eq!(values(&t), ["3", "3", "8", "8"]);
        assert!(!t.moved());
        t.undo();
        assert_eq!(values(&t), ["3", "3", "8", "8"]);
        combine(&mut t, 0, Op::Add, 1);
        t.reset();
        assert_eq!(values(&t), ["3", "3", "8", "8"]);
        assert_eq!((t.selected, t.op), (None, None));
        t.pick(2);
        t.choose_op(Op::Sub);
        t.clear();
        assert_eq!((t.selected, t.op), (None, None));
    }

    #[test]
    fn division_by_zero_is_refused() {
        let mut t = table(&["3s", "3h", "8c", "8d"]);
        combine(&mut t, 0, Op::Sub, 1);
        assert_eq!(values(&t), ["_", "0", "8", "8"]);
        assert_eq!(combine(&mut t, 2, Op::Div, 1), Picked::DivisionByZero);
        assert_eq!(values(&t), ["_", "0", "8", "8"]);
        // The first card stays chosen; only the operation is dropped.
        assert_eq!((t.selected, t.op), (Some(2), None));
        // An empty place cannot be picked.
        t.clear();
        assert_eq!(t.pick(0), Picked::Chose);
        assert_eq!(t.selected, None);
    }

    #[test]
    fn picks_without_an_operation_choose() {
        let mut t = table(&["as", "2h"]);
        assert!(!t.choose_op(Op::Add));
        assert_eq!(t.pick(0), Picked::Chose);
        assert_eq!(t.pick(1), Picked::Chose);
        assert_eq!(t.selected, Some(1));
        assert_eq!(t.pick(1), Picked::Chose);
        assert_eq!(t.selected, None);
        assert_eq!(t.pick(7), Picked::Chose);
        t.pick(0);
        t.choose_op(Op::Add);
        assert_eq!(t.pick(0), Picked::Chose);
        assert_eq!(t.selected, None);
    }

    #[test]
    fn the_house_rules_value_the_cards_and_refuse_fractions() {
        let hand: Vec<Card> = ["ks", "3h", "8c", "8d"]
            .iter()
            .map(|c| Card::from_code(c).unwrap())
            .collect();
        let rules = Rules {
            faces: Faces::Tens,
            integers: true,
        };
        let mut t = Table::new(&hand, rules);
        assert_eq!(values(&t), ["10", "3", "8", "8"]);
        assert_eq!(t.places[0].as_ref().unwrap().card, Some(hand[0]));
        let refused = combine(&mut t, 2, Op::Div, 1);
        let Picked::Fraction(step) = refused else {
            panic!("{refused:?}");
        };
        assert_eq!(step.to_string(), "8 ÷ 3 = 8/3");
        assert_eq!(values(&t), ["10", "3", "8", "8"]);
        assert_eq!((t.selected, t.op), (Some(2), None));
        // A whole quotient is a move like any other.
        assert_eq!(combine(&mut t, 3, Op::Div, 2), Picked::Combined);
        assert_eq!(values(&t), ["10", "3", "1", "_"]);
    }
}
