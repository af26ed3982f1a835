//! How each value of a worker message is written and read: one
//! [`Wire`] impl per type, over [`crate::codec`]'s fields.

use super::{Counts, Deck, DeckJob, Hand, Hardness, Headline, Item, SolutionPage, MAX_NUMBERS};
use crate::codec::{Error, ErrorKind, Reader, Writer};
use crate::wire::{read_list, write_list, Wire};
use solver::hint::{Goal, Hints};
use solver::stats::{Summary, TargetCount};
use solver::{Level, Op, Rational, Step};

/// The most items any list of a message has: a deck of six cards from 13
/// values has 18,564 hands; the reader also never takes more than its text
/// can hold.
pub(super) const MAX_ITEMS: usize = 1 << 20;

impl Wire for Level {
    fn write(&self, w: &mut Writer) {
        w.str(match self {
            Level::Distinct => "d",
            Level::Strict => "s",
        });
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        match r.str()? {
            "d" => Ok(Level::Distinct),
            "s" => Ok(Level::Strict),
            _ => Err(r.error(at, ErrorKind::UnknownTag)),
        }
    }
}

impl Wire for Op {
    fn write(&self, w: &mut Writer) {
        let mut sign = [0; 4];
        w.str(self.ascii().encode_utf8(&mut sign));
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        let sign = r.str()?;
        [Op::Add, Op::Sub, Op::Mul, Op::Div]
            .into_iter()
            .find(|op| sign.len() == 1 && sign.starts_with(op.ascii()))
            .ok_or(r.error(at, ErrorKind::UnknownTag))
    }
}

impl Wire for u64 {
    fn write(&self, w: &mut Writer) {
        w.uint(*self);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        r.uint()
    }
}

impl Wire for i64 {
    fn write(&self, w: &mut Writer) {
        w.int(*self);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        r.int()
    }
}

/// Wide integers in canonical decimal, as Rust writes them.
macro_rules! wide {
    ($($ty:ty),+) => {$(
        impl Wire for $ty {
            fn write(&self, w: &mut Writer) {
                w.str(&self.to_string());
            }
            fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
                let at = r.position();
                let text = r.str()?;
                match text.parse::<$ty>() {
                    Ok(n) if n.to_string() == text => Ok(n),
                    _ => Err(r.error(at, ErrorKind::BadValue)),
                }
            }
        }
    )+};
}
wide!(i128, u128);

/// A hand of cards, or a hand's values: a list of small numbers.
pub(super) fn write_values(w: &mut Writer, values: &[u8]) {
    write_list(w, values);
}

pub(super) fn read_values(r: &mut Reader<'_>, max: usize) -> Result<Vec<u8>, Error> {
    read_list(r, max)
}

impl Wire for Hand {
    fn write(&self, w: &mut Writer) {
        write_values(w, &self.values);
        self.target.write(w);
        self.no_parens.write(w);
        self.integers.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Hand {
            values: read_values(r, MAX_NUMBERS)?,
            target: Wire::read(r)?,
            no_parens: Wire::read(r)?,
            integers: Wire::read(r)?,
        })
    }
}

/// What the face cards are worth, by its link code (`13`, `10`, `none`).
impl Wire for Deck {
    fn write(&self, w: &mut Writer) {
        self.min.write(w);
        self.max.write(w);
        self.cards.write(w);
        self.faces.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Deck {
            min: Wire::read(r)?,
            max: Wire::read(r)?,
            cards: Wire::read(r)?,
            faces: Wire::read(r)?,
        })
    }
}

impl Wire for DeckJob {
    fn write(&self, w: &mut Writer) {
        match self {
            DeckJob::Headline {
                deck,
                target,
                level,
                no_parens,
                integers,
            } => {
                w.str("headline");
                deck.write(w);
                target.write(w);
                level.write(w);
                no_parens.write(w);
                integers.write(w);
            }
            DeckJob::Targets {
                deck,
                first,
                last,
                no_parens,
                integers,
            } => {
                w.str("targets");
                deck.write(w);
                first.write(w);
                last.write(w);
                no_parens.write(w);
                integers.write(w);
            }
            DeckJob::Hardness {
                deck,
                target,
                integers,
            } => {
                w.str("hardness");
                deck.write(w);
                target.write(w);
                integers.write(w);
            }
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        Ok(match r.str()? {
            "headline" => DeckJob::Headline {
                deck: Wire::read(r)?,
                target: Wire::read(r)?,
                level: Wire::read(r)?,
                no_parens: Wire::read(r)?,
                integers: Wire::read(r)?,
            },
            "targets" => DeckJob::Targets {
                deck: Wire::read(r)?,
                first: Wire::read(r)?,
                last: Wire::read(r)?,
                no_parens: Wire::read(r)?,
                integers: Wire::read(r)?,
            },
            "hardness" => DeckJob::Hardness {
                deck: Wire::read(r)?,
                target: Wire::read(r)?,
                integers: Wire::read(r)?,
            },
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}

impl Wire for Item {
    fn write(&self, w: &mut Writer) {
        self.display.write(w);
        write_list(w, &self.steps);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Item {
            display: Wire::read(r)?,
            steps: read_list(r, MAX_NUMBERS)?,
        })
    }
}

impl Wire for SolutionPage {
    fn write(&self, w: &mut Writer) {
        self.gen.write(w);
        self.level.write(w);
        self.index.write(w);
        self.total.write(w);
        write_list(w, &self.items);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(SolutionPage {
            gen: Wire::read(r)?,
            level: Wire::read(r)?,
            index: Wire::read(r)?,
            total: Wire::read(r)?,
            items: read_list(r, super::PAGE_SIZE)?,
        })
    }
}

impl Wire for Counts {
    fn write(&self, w: &mut Writer) {
        self.distinct.write(w);
        self.strict.write(w);
        self.rating_ms.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Counts {
            distinct: Wire::read(r)?,
            strict: Wire::read(r)?,
            rating_ms: Wire::read(r)?,
        })
    }
}

impl Wire for Step {
    fn write(&self, w: &mut Writer) {
        self.left.write(w);
        self.op.write(w);
        self.right.write(w);
        self.result.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Step {
            left: Wire::read(r)?,
            op: Wire::read(r)?,
            right: Wire::read(r)?,
            result: Wire::read(r)?,
        })
    }
}

impl Wire for Goal {
    fn write(&self, w: &mut Writer) {
        self.value.write(w);
        self.with_first.write(w);
        write_list(w, &self.numbers);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Goal {
            value: Wire::read(r)?,
            with_first: Wire::read(r)?,
            numbers: read_list::<Rational>(r, MAX_NUMBERS)?,
        })
    }
}

impl Wire for Hints {
    fn write(&self, w: &mut Writer) {
        (self.count as u64).write(w);
        self.first.write(w);
        self.goal.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Hints {
            count: r.uint_as()?,
            first: Wire::read(r)?,
            goal: Wire::read(r)?,
        })
    }
}

impl Wire for TargetCount {
    fn write(&self, w: &mut Writer) {
        self.target.write(w);
        self.solvable_hands.write(w);
        self.hands.write(w);
        self.solutions.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(TargetCount {
            target: Wire::read(r)?,
            solvable_hands: Wire::read(r)?,
            hands: Wire::read(r)?,
            solutions: Wire::read(r)?,
        })
    }
}

/// A hand as ranks with a number: a count of solutions, or milliseconds.
impl Wire for (Vec<u8>, u64) {
    fn write(&self, w: &mut Writer) {
        write_values(w, &self.0);
        self.1.write(w);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok((read_values(r, MAX_NUMBERS)?, Wire::read(r)?))
    }
}

impl Wire for Vec<u8> {
    fn write(&self, w: &mut Writer) {
        write_values(w, self);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        read_values(r, MAX_NUMBERS)
    }
}

impl Wire for Summary {
    fn write(&self, w: &mut Writer) {
        self.hands.write(w);
        self.solvable_hands.write(w);
        self.solutions.write(w);
        self.deals.write(w);
        self.solvable_deals.write(w);
        write_list(w, &self.per_hand);
        w.bool(self.most.is_some());
        if let Some((hand, count)) = &self.most {
            write_list(w, hand);
            (*count as u64).write(w);
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Summary {
            hands: Wire::read(r)?,
            solvable_hands: Wire::read(r)?,
            solutions: Wire::read(r)?,
            deals: Wire::read(r)?,
            solvable_deals: Wire::read(r)?,
            per_hand: read_list(r, MAX_ITEMS)?,
            most: if r.bool()? {
                Some((read_list(r, MAX_NUMBERS)?, r.uint_as()?))
            } else {
                None
            },
        })
    }
}

impl Wire for Headline {
    fn write(&self, w: &mut Writer) {
        self.summary.write(w);
        write_list(w, &self.counts);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Headline {
            summary: Wire::read(r)?,
            counts: read_list(r, MAX_ITEMS)?,
        })
    }
}

impl Wire for Hardness {
    fn write(&self, w: &mut Writer) {
        w.list(&self.per_grade, |w, hands| write_list(w, hands));
        write_list(w, &self.hardest);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(Hardness {
            per_grade: r.list(5, |r| read_list::<Vec<u8>>(r, MAX_ITEMS))?,
            hardest: read_list(r, MAX_ITEMS)?,
        })
    }
}

impl Wire for solver::Error {
    fn write(&self, w: &mut Writer) {
        use solver::Error as E;
        match self {
            E::Number { text, problem } => {
                w.str("number").str(text);
                problem.write(w);
            }
            E::Expr { at, problem } => {
                w.str("expr").uint(*at as u64);
                problem.write(w);
            }
            E::Level { text } => {
                w.str("level").str(text);
            }
            E::NoNumbers => {
                w.str("no-numbers");
            }
            E::TooManyNumbers { count } => {
                w.str("too-many").uint(*count as u64);
            }
            E::TooLarge => {
                w.str("too-large");
            }
            E::EmptyDeck { min, max } => {
                w.str("empty-deck");
                min.write(w);
                max.write(w);
            }
            // A kind newer than this protocol: its words, under a tag no
            // reader knows, so the page says the answer could not be read
            // rather than guess another error.
            other => {
                w.str("other").str(&other.to_string());
            }
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        use solver::Error as E;
        let at = r.position();
        Ok(match r.str()? {
            "number" => E::Number {
                text: Wire::read(r)?,
                problem: Wire::read(r)?,
            },
            "expr" => E::Expr {
                at: r.uint_as()?,
                problem: Wire::read(r)?,
            },
            "level" => E::Level {
                text: Wire::read(r)?,
            },
            "no-numbers" => E::NoNumbers,
            "too-many" => E::TooManyNumbers {
                count: r.uint_as()?,
            },
            "too-large" => E::TooLarge,
            "empty-deck" => E::EmptyDeck {
                min: Wire::read(r)?,
                max: Wire::read(r)?,
            },
            _ => return Err(r.error(at, ErrorKind::UnknownTag)),
        })
    }
}
