//! Reading a number (`Rational`'s `FromStr`): never panics; what it accepts prints and reads back as
//! the same number; every number an `i128` fraction holds (but `i128::MIN`)
//! reads from its own printed form.

use super::shorter_texts;
use crate::rng::{Rng, NOISE};
use crate::Target;
use solver::Rational;

pub struct Numbers;

#[derive(Clone, Debug)]
pub enum Input {
    Text(String),
    Value(i128, i128),
}

impl Target for Numbers {
    type Input = Input;

    fn name(&self) -> &'static str {
        "Rational::from_str"
    }

    fn generate(&self, rng: &mut Rng) -> Input {
        if rng.one_in(2) {
            Input::Text(rng.text(NOISE, 8))
        } else {
            let bits = 1 + rng.below(127) as u32;
            Input::Value(rng.int(bits), rng.int(bits).abs().max(1))
        }
    }

    fn check(&self, input: &Input) -> Result<(), String> {
        match input {
            Input::Text(text) => {
                if let Ok(q) = text.parse::<Rational>() {
                    let again = q.to_string().parse::<Rational>();
                    if again != Ok(q) {
                        return Err(format!("{q} printed reads back as {again:?}"));
                    }
                }
                Ok(())
            }
            &Input::Value(n, d) => {
                let q = Rational::new(n, d);
                let text = q.to_string();
                match text.parse::<Rational>() {
                    Ok(back) if back == q => Ok(()),
                    other => Err(format!("{text} reads as {other:?}")),
                }
            }
        }
    }

    fn shrink(&self, input: &Input) -> Vec<Input> {
        match input {
            Input::Text(t) => shorter_texts(t).into_iter().map(Input::Text).collect(),
            Input::Value(..) => Vec::new(),
        }
    }
}
