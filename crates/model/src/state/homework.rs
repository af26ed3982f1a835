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
    use protocol::homework::{Reply, Request};

    #[test]
    fn a_homework_link_holds_no_room_and_its_moves_are_the_homeworks() {
        let state = State::new(parse_query("assign=K7M2QX"), Lang::En);
        assert!(!state.rooms_wanted().open, "no socket on a homework page");
        let state = state.apply(Action::Homework(HomeworkAction::Join));
        assert!(matches!(
            state.homework.since(0).last(),
            Some((_, Request::Join { .. }))
        ));
        // Once a hand is dealt, Play's moves are answers to it.
        let heard = |state: State, reply| {
            let number = state.homework.next_number() - 1;
            state.apply(Action::Homework(HomeworkAction::Heard {
                number,
                reply: Some(reply),
                now: 0,
            }))
        };
        let state = heard(
            state,
            Reply::Joined {
                token: "fedcba9876543210fedcba9876543210".into(),
                nickname: "Ana".into(),
                assignment: Default::default(),
                deadline_ms: 9,
            },
        );
        let cards = ["8s", "3h", "8d", "3c"].map(|c| cards::Card::from_code(c).unwrap().into());
        let state = heard(
            state,
            Reply::Hand {
                hand: 0,
                of: 5,
                cards: cards.to_vec(),
                seconds_left: None,
            },
        );
        let played = state.apply(Action::Play(Move::Attempt("8/(3-8/3)".into()), 0));
        assert!(matches!(
            played.homework.since(0).last(),
            Some((_, Request::Answer { hand: 0, .. }))
        ));
        assert_eq!(played.rooms, state.rooms, "not the room's");
        // Rooms, from a homework's page, is the Rooms page.
        let rooms = played.apply(Action::SetView(View::Rooms));
        assert_eq!((rooms.link.view, rooms.link.assign), (View::Rooms, None));
        // Leaving the view leaves the homework's link.
        let solve = state.apply(Action::SetView(View::Solve));
        assert_eq!((solve.link.assign, solve.link.teacher), (None, None));
    }
}
