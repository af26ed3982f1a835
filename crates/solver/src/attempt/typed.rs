//! An answer as people type it, made into the text the checker reads: the
//! one normalisation of every place an answer is typed (Play, Practice, a
//! room, and the Rooms server that judges it), since [`super::read`] reads
//! through it.
//!
//! Chinese and Japanese keyboards type full-width forms (`8／（3－8／3）`),
//! a Japanese keyboard in kana mode types `ー` for the minus key, and many
//! people end an answer with the target (`3 × 8 = 24`). [`normalize`] reads
//! them all as the plain forms.
//!
//! Promises: one character in, at most one out, in the same order, so that
//! a place in the normalized text (where the checker says it cannot read
//! on) is the same place in the text as typed; only a trailing `= number`
//! is dropped, and nothing else.

/// The answer `typed` as the checker reads it: full-width forms and dashes
/// as their plain forms, a trailing `= number` dropped, spaces around kept.
pub fn normalize(typed: &str) -> String {
    let plain: String = typed.chars().map(plain).collect();
    match plain.rsplit_once('=') {
        Some((expr, value)) if is_number(value) => expr.to_string(),
        _ => plain,
    }
}

/// Whether `text`, trimmed, is a number such as `24`, `-3` or `3/4`: what
/// may follow a final `=`.
fn is_number(text: &str) -> bool {
    let text = text.trim();
    let text = text.strip_prefix('-').unwrap_or(text);
    let mut parts = text.split('/');
    let digits =
        |s: Option<&str>| s.is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
    let whole = parts.next();
    digits(whole)
        && match parts.next() {
            None => true,
            below => digits(below) && parts.next().is_none(),
        }
}

/// One character in its plain form.
fn plain(c: char) -> char {
    match c {
        // Full-width ASCII (！ to ～) sits 0xFEE0 above ASCII.
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        // The ideographic space.
        '\u{3000}' => ' ',
        // A kana keyboard's minus key, and dashes that read as minus.
        'ー' | '‐' | '‑' | '‒' | '–' | '—' | '﹣' => '-',
        // Other multiplication and division signs.
        '✕' | '✖' | '⨉' | '∗' | '·' | '・' => '*',
        '∕' | '⁄' => '/',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_forms_read_as_plain() {
        assert_eq!(normalize("8／（3－8／3）"), "8/(3-8/3)");
        assert_eq!(normalize("８÷（３ー８÷３）"), "8÷(3-8÷3)");
        assert_eq!(normalize("（１０－４）＊８／２"), "(10-4)*8/2");
        assert_eq!(normalize("3\u{3000}×\u{3000}8"), "3 × 8");
        assert_eq!(normalize("8 – 3"), "8 - 3");
    }

    #[test]
    fn a_trailing_target_is_dropped() {
        assert_eq!(normalize("3*8 = 24"), "3*8 ");
        assert_eq!(normalize("3*8=24"), "3*8");
        assert_eq!(normalize("8／（3－8／3）＝２４"), "8/(3-8/3)");
        assert_eq!(normalize("1/2 = -3/4 "), "1/2 ");
        // Only a number may follow the last `=`.
        assert_eq!(normalize("3*8 = x"), "3*8 = x");
        assert_eq!(normalize("3*8 ="), "3*8 =");
        assert_eq!(normalize("= 24"), "");
    }

    #[test]
    fn places_are_kept_character_for_character() {
        let typed = "８／（３－８／ ３）";
        assert_eq!(normalize(typed).chars().count(), typed.chars().count());
    }
}
