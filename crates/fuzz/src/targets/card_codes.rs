//! Card codes and ranks: `Card::from_code` and `rank_from_code` never
//! panic, and every card reads back from its code in any case and padding.

use super::shorter_texts;
use crate::rng::{Rng, NOISE};
use crate::Target;
use cards::{rank_from_code, Card};

pub struct CardCodes;

#[derive(Clone, Debug)]
pub enum Input {
    Text(String),
    /// A card's index in the deck, its code's letters upper-cased where
    /// `upper` has a bit set, with spaces around.
    Card {
        index: usize,
        upper: u8,
        pad: bool,
    },
}

impl Target for CardCodes {
    type Input = Input;

    fn name(&self) -> &'static str {
        "card codes"
    }

    fn generate(&self, rng: &mut Rng) -> Input {
        if rng.one_in(2) {
            Input::Text(rng.text(NOISE, 4))
        } else {
            Input::Card {
                index: rng.below(52),
                upper: rng.next_u64() as u8,
                pad: rng.one_in(3),
            }
        }
    }

    fn check(&self, input: &Input) -> Result<(), String> {
        match input {
            Input::Text(text) => {
                let _ = rank_from_code(text);
                if let Some(card) = Card::from_code(text) {
                    if Card::from_code(&card.code()) != Some(card) {
                        return Err(format!("{card:?} does not read from {}", card.code()));
                    }
                }
                Ok(())
            }
            &Input::Card { index, upper, pad } => {
                let card = Card::deck().nth(index).ok_or("no such card")?;
                let code: String = card
                    .code()
                    .chars()
                    .enumerate()
                    .map(|(i, c)| {
                        if upper >> i & 1 == 1 {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        }
                    })
                    .collect();
                let code = if pad { format!(" {code} ") } else { code };
                match Card::from_code(&code) {
                    Some(c) if c == card => Ok(()),
                    other => Err(format!("{code:?} reads as {other:?}, not {card:?}")),
                }
            }
        }
    }

    fn shrink(&self, input: &Input) -> Vec<Input> {
        match input {
            Input::Text(t) => shorter_texts(t).into_iter().map(Input::Text).collect(),
            Input::Card { .. } => Vec::new(),
        }
    }
}
