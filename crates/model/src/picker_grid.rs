//! The card picker's grid: where the keyboard cursor goes over the 52 cards,
//! skipping those already in the hand. Geometry only, no state and no DOM.

/// Columns of the card picker: one per rank, A to K; rows are suits, in the
/// order of [`Card::deck`](cards::Card::deck), so position `row * 13 + column` is `deck[i]`.
pub const PICKER_COLUMNS: usize = 13;

/// A cursor move in the card picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Previous card in reading order.
    Left,
    /// Next card in reading order.
    Right,
    /// Same rank, previous suit.
    Up,
    /// Same rank, next suit.
    Down,
    /// First card of the row.
    Home,
    /// Last card of the row.
    End,
}

impl Move {
    /// The move for a key name, if it is one.
    pub fn from_key(key: &str) -> Option<Move> {
        Some(match key {
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "Home" => Move::Home,
            "End" => Move::End,
            _ => return None,
        })
    }
}

/// Where the picker's cursor goes from `from`, skipping the `blocked` cards
/// (those in the hand, which are disabled and cannot take focus). Stays put
/// when there is nowhere to go.
pub fn picker_step(from: usize, dir: Move, blocked: &[bool]) -> usize {
    let free = |i: &usize| !blocked.get(*i).copied().unwrap_or(true);
    let n = blocked.len();
    let row = from - from % PICKER_COLUMNS;
    let row_end = (row + PICKER_COLUMNS).min(n);
    let found = match dir {
        Move::Left => (0..from.min(n)).rev().find(free),
        Move::Right => (from + 1..n).find(free),
        Move::Up => (0..from / PICKER_COLUMNS)
            .rev()
            .map(|r| r * PICKER_COLUMNS + from % PICKER_COLUMNS)
            .find(free),
        Move::Down => (from + PICKER_COLUMNS..n)
            .step_by(PICKER_COLUMNS)
            .find(free),
        Move::Home => (row..row_end).find(free),
        Move::End => (row..row_end).rev().find(free),
    };
    found.unwrap_or(from)
}

/// Where the picker's cursor starts: on `at` (the slot's current card) or the
/// nearest free card after it, else before it.
pub fn picker_start(at: usize, blocked: &[bool]) -> usize {
    let free = |i: &usize| !blocked.get(*i).copied().unwrap_or(true);
    (at..blocked.len())
        .find(free)
        .or_else(|| (0..at.min(blocked.len())).rev().find(free))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picker_cursor_moves_over_free_cards() {
        let mut blocked = vec![false; 52];
        // Right and left go in reading order, across rows.
        assert_eq!(picker_step(0, Move::Right, &blocked), 1);
        assert_eq!(picker_step(12, Move::Right, &blocked), 13);
        assert_eq!(picker_step(13, Move::Left, &blocked), 12);
        assert_eq!(picker_step(0, Move::Left, &blocked), 0);
        assert_eq!(picker_step(51, Move::Right, &blocked), 51);
        // Up and down keep the rank.
        assert_eq!(picker_step(3, Move::Down, &blocked), 16);
        assert_eq!(picker_step(42, Move::Up, &blocked), 29);
        assert_eq!(picker_step(3, Move::Up, &blocked), 3);
        assert_eq!(picker_step(42, Move::Down, &blocked), 42);
        assert_eq!(picker_step(20, Move::Home, &blocked), 13);
        assert_eq!(picker_step(20, Move::End, &blocked), 25);
        // Blocked cards are jumped over.
        blocked[1] = true;
        blocked[2] = true;
        blocked[16] = true;
        assert_eq!(picker_step(0, Move::Right, &blocked), 3);
        assert_eq!(picker_step(3, Move::Left, &blocked), 0);
        assert_eq!(picker_step(3, Move::Down, &blocked), 29);
        assert_eq!(picker_step(29, Move::Up, &blocked), 3);
        blocked[13] = true;
        assert_eq!(picker_step(20, Move::Home, &blocked), 14);
        // Nowhere to go: stay.
        blocked[29] = true;
        blocked[42] = true;
        assert_eq!(picker_step(3, Move::Down, &blocked), 3);
        assert_eq!(Move::from_key("ArrowDown"), Some(Move::Down));
        assert_eq!(Move::from_key("a"), None);
    }

    #[test]
    fn the_picker_cursor_starts_near_the_slot_card() {
        let mut blocked = vec![false; 52];
        assert_eq!(picker_start(0, &blocked), 0);
        blocked[10] = true;
        assert_eq!(picker_start(10, &blocked), 11);
        blocked[48..].iter_mut().for_each(|b| *b = true);
        assert_eq!(picker_start(50, &blocked), 47);
        assert_eq!(picker_start(0, &[true; 4]), 0);
    }
}
