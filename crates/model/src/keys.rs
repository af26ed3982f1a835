//! Which keys, pressed outside text fields, type a hand or play one: the
//! key names the browser reports, mapped to [`Action`]s and [`Move`]s.
//!
//! While a complete hand is played, the play keys replace the typing keys
//! ([`play_key`]): `1`–`6` pick the n-th card on the table rather than type
//! a rank, Backspace undoes rather than clearing a card.

use crate::play::Move;
use crate::state::Action;
use cards::rank_from_code;
use solver::Op;

/// The move for a key pressed outside text fields while a hand is played.
pub fn play_key(key: &str) -> Option<Move> {
    Some(match key {
        "Backspace" => Move::Undo,
        "Escape" => Move::Clear,
        "+" => Move::Op(Op::Add),
        "-" | "−" => Move::Op(Op::Sub),
        "*" | "×" | "x" | "X" => Move::Op(Op::Mul),
        "/" | "÷" => Move::Op(Op::Div),
        _ => {
            let n = key.parse::<usize>().ok().filter(|n| (1..=6).contains(n))?;
            Move::Pick(n - 1)
        }
    })
}

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

    #[test]
    fn play_keys_map_to_moves() {
        assert_eq!(play_key("1"), Some(Move::Pick(0)));
        assert_eq!(play_key("6"), Some(Move::Pick(5)));
        assert_eq!(play_key("+"), Some(Move::Op(Op::Add)));
        assert_eq!(play_key("-"), Some(Move::Op(Op::Sub)));
        assert_eq!(play_key("*"), Some(Move::Op(Op::Mul)));
        assert_eq!(play_key("/"), Some(Move::Op(Op::Div)));
        assert_eq!(play_key("Backspace"), Some(Move::Undo));
        assert_eq!(play_key("Escape"), Some(Move::Clear));
        for other in ["0", "7", "10", "k", "Enter", "", "a", "ArrowLeft"] {
            assert_eq!(play_key(other), None, "{other}");
        }
    }
}
