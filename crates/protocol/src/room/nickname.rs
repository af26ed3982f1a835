//! Nicknames: what a player is called in a room.
//!
//! A nickname is trimmed, then must be 1 to [`MAX_CHARS`] characters of
//! text: no control characters, and none of the invisible ones that could
//! make two names look alike or turn the text around them (zero-width
//! characters, bidirectional overrides, line and paragraph separators).
//! Two nicknames clash when they are equal ignoring case ([`same`]); the
//! server refuses a clash within a room.

/// The most characters (Unicode scalar values) a nickname may have.
pub const MAX_CHARS: usize = 20;

/// Why a nickname is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing but spaces.
    Empty,
    /// More than [`MAX_CHARS`] characters.
    TooLong,
    /// A control or invisible character.
    NotText,
}

/// The nickname as it is kept (trimmed), or why it is refused.
pub fn check(text: &str) -> Result<&str, Problem> {
    let name = text.trim();
    if name.is_empty() {
        return Err(Problem::Empty);
    }
    if name.chars().count() > MAX_CHARS {
        return Err(Problem::TooLong);
    }
    if name.chars().any(invisible) {
        return Err(Problem::NotText);
    }
    Ok(name)
}

/// Whether two (checked) nicknames clash: equal ignoring case.
pub fn same(a: &str, b: &str) -> bool {
    a.chars()
        .flat_map(char::to_lowercase)
        .eq(b.chars().flat_map(char::to_lowercase))
}

fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{200B}'..='\u{200F}'   // zero-width space, joiners, LTR/RTL marks
            | '\u{2028}'..='\u{202E}' // line and paragraph separators, bidi embeddings and overrides
            | '\u{2060}'..='\u{206F}' // word joiner, invisible operators, bidi isolates
            | '\u{FEFF}'              // zero-width no-break space
            | '\u{FFF9}'..='\u{FFFB}' // interlinear annotations
            | '\u{00AD}'              // soft hyphen
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_text_of_one_to_twenty_characters() {
        assert_eq!(check("  Ada "), Ok("Ada"));
        assert_eq!(check("小明"), Ok("小明"));
        assert_eq!(check("Zoë & <b>Max</b>"), Ok("Zoë & <b>Max</b>"));
        assert_eq!(check(&"x".repeat(20)), Ok("x".repeat(20).as_str()));
        assert_eq!(check(&"点".repeat(20)), Ok("点".repeat(20).as_str()));
        assert_eq!(check(""), Err(Problem::Empty));
        assert_eq!(check(" \t "), Err(Problem::Empty));
        assert_eq!(check(&"x".repeat(21)), Err(Problem::TooLong));
        for bad in [
            "a\u{0}b",
            "a\nb",
            "a\u{7f}",
            "a\u{200B}b",
            "\u{202E}abc",
            "a\u{2066}b",
            "a\u{FEFF}",
            "a\u{9c}",
        ] {
            assert_eq!(check(bad), Err(Problem::NotText), "{bad:?}");
        }
    }

    #[test]
    fn clashes_ignore_case() {
        assert!(same("Ada", "ADA"));
        assert!(same("Zoë", "ZOË"));
        assert!(!same("Ada", "Adam"));
    }
}
