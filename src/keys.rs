//! Which keys, pressed outside text fields, type a hand: the key names the
//! browser reports, mapped to [`Action`]s.

use crate::state::Action;
use cards::rank_from_code;

/// The action for a key pressed outside text fields, if it is one of ours.
pub fn key_action(key: &str) -> Option<Action> {
    if key == "Backspace" {
        return Some(Action::Backspace);
    }
    let mut chars = key.chars();
    let c = chars.next()?.to_ascii_lowercase();
    if chars.next().is_some() {
        return None;
    }
    (c == '1' || c == '0' || rank_from_code(&c.to_string()).is_some()).then_some(Action::Type(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_actions() {
        assert_eq!(key_action("Backspace"), Some(Action::Backspace));
        assert_eq!(key_action("K"), Some(Action::Type('k')));
        assert_eq!(key_action("t"), Some(Action::Type('t')));
        assert_eq!(key_action("1"), Some(Action::Type('1')));
        assert_eq!(key_action("0"), Some(Action::Type('0')));
        for other in ["x", "Enter", "Escape", "ArrowLeft", "", " ", "s", "Tab"] {
            assert_eq!(key_action(other), None, "{other}");
        }
    }
}
