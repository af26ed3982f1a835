//! A solution as the server sends it (the solver's ASCII form,
//! `8/(3-8/3)`) in the display form the page shows everywhere
//! (`8 ÷ (3 − 8 ÷ 3)`), without reading it back into an expression.
//!
//! Promise: for expressions of positive whole numbers, which every hand's
//! solutions are, this is the solver's own display form (`Expr::to_display`),
//! character for character.

/// `ascii` in display form: each operator spaced, in its true sign.
pub fn shown(ascii: &str) -> String {
    let mut out = String::with_capacity(ascii.len() * 2);
    for c in ascii.chars() {
        match c {
            '+' => out.push_str(" + "),
            '-' => out.push_str(" − "),
            '*' => out.push_str(" × "),
            '/' => out.push_str(" ÷ "),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::{solve, Level, Options, Rational};

    #[test]
    fn the_display_form_is_the_solvers() {
        let hands: [&[i128]; 6] = [
            &[3, 3, 8, 8],
            &[1, 2, 3, 4],
            &[4, 4, 10, 10],
            &[1, 5, 5, 5],
            &[2, 3, 5, 7, 11],
            &[13, 12, 1, 1, 6, 9],
        ];
        let mut checked = 0;
        for hand in hands {
            let numbers: Vec<Rational> = hand.iter().map(|&n| Rational::from_integer(n)).collect();
            let solved = solve(&numbers, Rational::from_integer(24), Options::default()).unwrap();
            for level in [Level::Distinct, Level::Strict] {
                for s in solved.solutions(level) {
                    assert_eq!(shown(&s.expr().to_ascii()), s.expr().to_display());
                    checked += 1;
                }
            }
        }
        assert!(checked > 500, "{checked}");
    }
}
