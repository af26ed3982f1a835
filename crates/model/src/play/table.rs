//! The play table: the cards a player combines, two at a time, until one is
//! left.
//!
//! Promises: every card holds an exact value and the expression that made
//! it from the hand, so the last card is an answer that can be classified
//! like a typed one; a combination is a card, an operation and another card,
//! and the two are replaced by the result (`8 ÷ 3` becomes one card, 8/3);
//! a division by zero is refused and changes nothing but the chosen
//! operation; Undo steps back one combination and Reset restores the hand.

use cards::Card;
use solver::{Expr, Op, Rational};

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
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    start: Vec<TableCard>,
    /// The cards now on the table, in order.
    pub cards: Vec<TableCard>,
    /// The tables before each combination, the latest last.
    history: Vec<Vec<TableCard>>,
    /// The first card of a combination, by place on the table.
    pub selected: Option<usize>,
    /// The operation chosen after it.
    pub op: Option<Op>,
    /// Where the last combination's result lies, until the next undo or
    /// reset: where focus goes after a combination.
    pub made: Option<usize>,
}

impl Table {
    /// The table for a dealt hand.
    pub fn new(hand: &[Card]) -> Table {
        let start: Vec<TableCard> = hand
            .iter()
            .map(|&card| {
                let value = Rational::from_integer(i128::from(card.rank()));
                TableCard {
                    value,
                    expr: Expr::num(value),
                    card: Some(card),
                }
            })
            .collect();
        Table {
            cards: start.clone(),
            start,
            ..Table::default()
        }
    }

    /// The hand as dealt.
    pub fn start(&self) -> &[TableCard] {
        &self.start
    }

    /// Whether any combination has been made.
    pub fn moved(&self) -> bool {
        !self.history.is_empty()
    }

    /// Picks the card at `place`: it becomes the chosen card, or, after a
    /// card and an operation, the second card of the combination. Picking
    /// the chosen card again lets it go.
    pub fn pick(&mut self, place: usize) -> Picked {
        if place >= self.cards.len() {
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
        let (a, b) = (&self.cards[first], &self.cards[place]);
        let Some(value) = op.apply(&a.value, &b.value) else {
            self.op = None;
            return Picked::DivisionByZero;
        };
        let made = TableCard {
            value,
            expr: Expr::bin(op, a.expr.clone(), b.expr.clone()),
            card: None,
        };
        self.history.push(self.cards.clone());
        // The result takes the second card's place: where the eye is.
        self.cards[place] = made;
        self.cards.remove(first);
        self.made = Some(if first < place { place - 1 } else { place });
        self.clear();
        if self.cards.len() == 1 {
            Picked::Last(self.cards[0].expr.clone())
        } else {
            Picked::Combined
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
            self.cards = before;
            self.made = None;
        }
    }

    /// The hand as dealt.
    pub fn reset(&mut self) {
        self.cards = self.start.clone();
        self.history.clear();
        self.made = None;
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(codes: &[&str]) -> Table {
        let hand: Vec<Card> = codes.iter().map(|c| Card::from_code(c).unwrap()).collect();
        Table::new(&hand)
    }

    fn values(t: &Table) -> Vec<String> {
        t.cards.iter().map(|c| c.value.to_string()).collect()
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
        assert_eq!(values(&t), ["8/3", "3", "8"]);
        assert_eq!(t.selected, None);
        assert_eq!(t.made, Some(0));
        assert_eq!(t.cards[0].card, None);
        assert_eq!(t.cards[1].card, Card::from_code("3h"));
        assert_eq!(combine(&mut t, 1, Op::Sub, 0), Picked::Combined);
        assert_eq!(values(&t), ["1/3", "8"]);
        assert_eq!(t.made, Some(0));
        let Picked::Last(e) = combine(&mut t, 1, Op::Div, 0) else {
            panic!()
        };
        assert_eq!(values(&t), ["24"]);
        assert_eq!(t.made, Some(0));
        assert_eq!(e.to_ascii(), "8/(3-8/3)");
        assert_eq!(t.selected, None);
    }

    #[test]
    fn undo_reset_and_clear() {
        let mut t = table(&["3s", "3h", "8c", "8d"]);
        combine(&mut t, 0, Op::Add, 1);
        combine(&mut t, 0, Op::Mul, 1);
        assert_eq!(values(&t), ["48", "8"]);
        // Undo lets go of a chosen card first, then steps back.
        t.pick(1);
        t.undo();
        assert_eq!(t.selected, None);
        assert_eq!(values(&t), ["48", "8"]);
        t.undo();
        assert_eq!(values(&t), ["6", "8", "8"]);
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
        assert_eq!(values(&t), ["0", "8", "8"]);
        assert_eq!(combine(&mut t, 1, Op::Div, 0), Picked::DivisionByZero);
        assert_eq!(values(&t), ["0", "8", "8"]);
        // The first card stays chosen; only the operation is dropped.
        assert_eq!((t.selected, t.op), (Some(1), None));
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
}
