//! Nicknames by Unicode's rules: what a seated name may be, and when two
//! names are the same name.
//!
//! The page checks a nickname's shape with the protocol's rule
//! ([`protocol::room::nickname`]); the server, which seats it, goes further,
//! with Unicode's own data (ICU's properties and normalisation, and the
//! confusables of UTS #39), never a table kept by hand:
//! - a name is kept in NFKC, trimmed, 1 to [`MAX_CHARS`] characters long;
//! - no Default_Ignorable_Code_Point (fillers, tags, joiners), no format
//!   (Cf), control or separator character, and no Braille blank, which
//!   Unicode files as a symbol but shows as nothing; variation selectors,
//!   which only choose how a character is drawn, are dropped;
//! - something to see: a name of only blanks and marks is empty;
//! - at most [`MAX_MARKS`] combining marks on one character;
//! - two names are the same when their confusable skeletons (UTS #39) of
//!   their lower case agree: "Zoë" however composed, "Ａｎａ", "𝐀𝐧𝐚", Cyrillic
//!   "Аna" and Greek "Αna" are all "Ana".
//!
//! Promises: [`check`] never panics; no two names it lets into one room
//! ([`Name::same`]) look the same.

use icu_normalizer::ComposingNormalizerBorrowed;
use icu_properties::props::{DefaultIgnorableCodePoint, GeneralCategory, WhiteSpace};
use icu_properties::{CodePointMapData, CodePointSetData};
use protocol::room::nickname::{Problem, MAX_CHARS};

/// The most combining marks one character may carry: enough for every
/// script's names, too few to stack a tower of accents over the table.
pub const MAX_MARKS: usize = 3;

/// A nickname as a room keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// What everyone sees: the name in NFKC, trimmed.
    pub shown: String,
    /// What it is compared by: its confusable skeleton.
    key: String,
}

impl Name {
    /// Whether two names look the same.
    pub fn same(&self, other: &Name) -> bool {
        self.key == other.key
    }

    /// What it is compared by, to keep beside it.
    pub fn key(&self) -> &str {
        &self.key
    }
}

/// The nickname `text` as a room keeps it, or why it is refused.
pub fn check(text: &str) -> Result<Name, Problem> {
    // Variation selectors only choose how a character is drawn (❤️ or ❤):
    // they go, rather than refuse a name for them.
    let text: String = text
        .chars()
        .filter(|c| !matches!(c, '\u{FE00}'..='\u{FE0F}'))
        .collect();
    let normal = ComposingNormalizerBorrowed::new_nfkc().normalize(&text);
    let shown = normal.trim();
    if shown.chars().count() > MAX_CHARS {
        return Err(Problem::TooLong);
    }
    if shown.chars().any(hidden) {
        return Err(Problem::NotText);
    }
    if marks_stacked(shown) > MAX_MARKS {
        return Err(Problem::NotText);
    }
    if !shown.chars().any(seen) {
        return Err(Problem::Empty);
    }
    let lower = shown.to_lowercase();
    Ok(Name {
        shown: shown.to_string(),
        key: unicode_security::skeleton(&lower).collect(),
    })
}

/// A character that shows nothing, or changes what is around it.
fn hidden(c: char) -> bool {
    use GeneralCategory as G;
    CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c)
        || matches!(
            CodePointMapData::<GeneralCategory>::new().get(c),
            G::Format
                | G::Control
                | G::LineSeparator
                | G::ParagraphSeparator
                | G::Surrogate
                | G::PrivateUse
                | G::Unassigned
        )
        // Braille blank: a symbol to Unicode, a space to the eye.
        || c == '\u{2800}'
}

/// A character that is seen on its own: not a blank and not a mark.
fn seen(c: char) -> bool {
    !CodePointSetData::new::<WhiteSpace>().contains(c) && !mark(c)
}

fn mark(c: char) -> bool {
    use GeneralCategory as G;
    matches!(
        CodePointMapData::<GeneralCategory>::new().get(c),
        G::NonspacingMark | G::SpacingMark | G::EnclosingMark
    )
}

/// The most combining marks in a row on one character of `name`.
fn marks_stacked(name: &str) -> usize {
    let (mut most, mut run) = (0, 0);
    for c in name.chars() {
        run = if mark(c) { run + 1 } else { 0 };
        most = most.max(run);
    }
    most
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str) -> Result<String, Problem> {
        check(text).map(|n| n.shown)
    }

    fn same(a: &str, b: &str) -> bool {
        check(a).unwrap().same(&check(b).unwrap())
    }

    #[test]
    fn names_of_every_script_and_emoji_are_kept() {
        for name in [
            "Ada",
            "小明",
            "Zoë",
            "김민준",
            "Ngọc Ánh",
            "अनुष्का",
            "Søren",
            "🦊 Fox",
            "O'Brien",
        ] {
            assert!(check(name).is_ok(), "{name}");
        }
        assert_eq!(shown("  Ada "), Ok("Ada".to_string()));
        assert_eq!(shown("Ａｎａ"), Ok("Ana".to_string()));
        assert_eq!(shown("❤\u{FE0F} Mia"), Ok("❤ Mia".to_string()));
    }

    #[test]
    fn invisible_characters_are_refused() {
        for bad in [
            "Ana\u{3164}",
            "\u{3164}",
            "Ana\u{FFA0}",
            "\u{115F}Bo",
            "\u{2800}",
            "Ana\u{2800}",
            "A\u{034F}na",
            "Ana\u{061C}",
            "Ana\u{180E}",
            "Ana\u{E0041}",
            "a\u{200B}b",
            "\u{202E}abc",
        ] {
            assert_eq!(check(bad), Err(Problem::NotText), "{bad:?}");
        }
    }

    #[test]
    fn names_of_only_blanks_or_marks_are_empty() {
        assert_eq!(check("   "), Err(Problem::Empty));
        assert_eq!(check("\u{0301}\u{0301}"), Err(Problem::Empty));
        assert_eq!(check("\u{3000}"), Err(Problem::Empty));
    }

    #[test]
    fn a_tower_of_accents_is_refused() {
        let tower = format!("Z{}", "\u{0301}".repeat(19));
        assert_eq!(check(&tower), Err(Problem::NotText));
        assert!(check(&format!("Z{}", "\u{0301}".repeat(MAX_MARKS))).is_ok());
    }

    #[test]
    fn names_that_look_the_same_are_the_same() {
        assert!(same("Zoë", "Zoe\u{0308}"));
        assert!(same("Ana", "ANA"));
        assert!(same("Ana", "Ａｎａ"));
        assert!(same("Ana", "𝐀𝐧𝐚"));
        assert!(same("Ana", "\u{0410}na"));
        assert!(same("Ana", "\u{0391}na"));
        assert!(!same("Ana", "Anna"));
        assert!(!same("小明", "小红"));
    }

    #[test]
    fn the_length_counts_the_name_as_kept() {
        assert!(check(&"x".repeat(MAX_CHARS)).is_ok());
        assert_eq!(check(&"x".repeat(MAX_CHARS + 1)), Err(Problem::TooLong));
    }
}
