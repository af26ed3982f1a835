//! The reducer's homework half: a [`HomeworkAction`] applied by the
//! homework model, with the link's code and the teacher's key.
//!
//! Promises: homework is asked of the server only on a homework link
//! (`assign=CODE`), and its results only with the teacher's key.

use super::State;
use crate::homework::{HomeworkAction, Linked};

impl State {
    pub(super) fn homework_action(&mut self, action: HomeworkAction) {
        let linked = Linked {
            code: self.link.assign,
            key: self.link.teacher.as_deref(),
        };
        self.homework.apply(action, linked);
    }
}

#[cfg(test)]
mod tests {
    use crate::homework::HomeworkAction;
    use crate::lang::Lang;
    use crate::link::{parse_query, View};
    use crate::play::Move;
    use crate::state::{Action, State};
    use protocol::homework::Request;

    #[test]
    fn a_homework_link_holds_no_room_and_its_moves_are_the_homeworks() {
        let state = State::new(parse_query("assign=K7M2QX"), Lang::En);
        assert!(!state.rooms_wanted().open, "no socket on a homework page");
        let state = state.apply(Action::Homework(HomeworkAction::Join));
        assert!(matches!(
            state.homework.since(0).last(),
            Some((_, Request::Join { .. }))
        ));
        // Play's keys go to the homework's hand (none is shown: nothing).
        let played = state.apply(Action::Play(Move::Pick(0), 0));
        assert_eq!(played.homework, state.homework);
        // Leaving the view leaves the homework's link.
        let solve = state.apply(Action::SetView(View::Solve));
        assert_eq!((solve.link.assign, solve.link.teacher), (None, None));
    }
}
