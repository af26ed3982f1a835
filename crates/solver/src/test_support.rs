//! Checks of the crate's promises, shared by its tests (`tests/`) and the
//! fuzz pass (`crates/fuzz`), so that both hold the crate to the same
//! reading of a promise. Hidden from the docs and not part of the API: it
//! changes with the tests.
//!
//! Imports: `expr/` and `distinct/` (normal forms), like a feature.

use crate::distinct::normal_form;
use crate::expr::Expr;
use crate::level::Level;

/// Whether `text`, a printed form of `e` (ASCII or display), reads back as
/// printing promises (the `expr` module's doc): to an expression of the same
/// exact value, over the same numbers, in the same class at `level`. A
/// message saying what differs otherwise.
///
/// The one exception, where only the value is checked: the display form of
/// a lone positive fraction, `3/4`. Text with a space or a display sign
/// (`× ÷ −`) is read as display form, where `3/4` is one number; the display
/// form always has one, except for a lone number. So `3/4` alone is read as
/// ASCII, where `/` always divides: as the division `3 / 4`, of the same
/// value, but over the numbers 3 and 4 and in another class. Every other
/// printed fraction reads as one number: in brackets in ASCII (`[3/4]`,
/// `[-3/4]`), and in the display form beside its own minus (`−3/4`) or
/// inside a larger expression (`6 × (17/8)`).
pub fn reads_back(e: &Expr, text: &str, level: Level) -> Result<(), String> {
    let back = text
        .parse::<Expr>()
        .map_err(|err| format!("{text:?} does not read: {err}"))?;
    if back.eval() != e.eval() {
        return Err(format!(
            "{text:?} reads back as {:?}, not {:?}",
            back.eval(),
            e.eval()
        ));
    }
    let lone_fraction = e.depth() == 0 && !e.numbers()[0].is_integer();
    if lone_fraction && !text.starts_with(['[', '−']) {
        return Ok(());
    }
    let sorted = |e: &Expr| {
        let mut numbers = e.numbers();
        numbers.sort();
        numbers
    };
    if sorted(&back) != sorted(e) {
        return Err(format!("{text:?} reads back over {:?}", back.numbers()));
    }
    if normal_form(&back, level) != normal_form(e, level) {
        return Err(format!("{text:?} reads back in another class"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::number::Rational;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn lone(q: Rational) -> Expr {
        Expr::num(q)
    }

    #[test]
    fn a_lone_positive_fractions_display_form_is_the_one_exception() {
        let e = lone(Rational::new(3, 4));
        assert_eq!(
            (e.to_ascii(), e.to_display()),
            ("[3/4]".into(), "3/4".into())
        );
        // `3/4` reads as a division: same value, other numbers, accepted.
        assert_eq!("3/4".parse::<Expr>().unwrap().numbers().len(), 2);
        reads_back(&e, "3/4", Level::Strict).unwrap();
        reads_back(&e, "[3/4]", Level::Strict).unwrap();
        // A negative one's display form has its minus, and is checked.
        let e = lone(Rational::new(-3, 4));
        assert_eq!(e.to_display(), "−3/4");
        reads_back(&e, "−3/4", Level::Strict).unwrap();
        assert!(reads_back(&e, "−3÷4", Level::Strict).is_err());
    }

    #[test]
    fn other_numbers_another_class_or_value_are_told() {
        let e: Expr = "1+2".parse().unwrap();
        reads_back(&e, "2+1", Level::Strict).unwrap();
        assert!(reads_back(&e, "3", Level::Strict)
            .unwrap_err()
            .contains("over"));
        assert!(reads_back(&e, "1*2+1", Level::Strict).is_err());
        let e: Expr = "4*6*1".parse().unwrap();
        reads_back(&e, "4*6/1", Level::Distinct).unwrap();
        let other = reads_back(&e, "4*6/1", Level::Strict).unwrap_err();
        assert!(other.contains("another class"), "{other}");
        assert!(reads_back(&e, "4+6", Level::Strict)
            .unwrap_err()
            .contains("not"));
        assert!(reads_back(&e, "4*(6", Level::Strict).is_err());
    }
}
