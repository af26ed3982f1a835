//! The world's daily: what the page tells the server about the daily hand,
//! and how the world did, as the server answered.
//!
//! The reducer queues an [`Ask`] when the daily hand's clock starts and
//! when it is solved; the view sends each once, in order (it remembers the
//! last number it sent), with this browser's id, and reports the reply
//! with [`World::heard`]. A page on a static host gets no reply it can
//! read: it says the world's daily needs the server; one whose server has
//! answered before says the server does not answer.
//!
//! Promises: numbers only grow; the queue keeps the last [`KEPT`] asks; a
//! reply to an ask of another day, or to a start, changes nothing shown.

use protocol::daily::{DailyReply, Refusal, Standing};

/// Asks kept: the view sends after every render.
pub const KEPT: usize = 4;

/// What the page has to tell the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The hand of `day` is shown and its clock runs.
    Start { day: i64 },
    /// It was solved with `answer`.
    Solve { day: i64, answer: String },
}

/// What the page heard of the world, about the daily hand just solved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Heard {
    /// Nothing asked, or only the start.
    #[default]
    Nothing,
    /// The solve is sent; no answer yet.
    Waiting,
    Standing(Standing),
    /// The server recorded nothing, and said why.
    Refused(Refusal),
    /// No server has answered as one: a static host, most likely.
    NoServer,
    /// The server answered before, and not this solve (in time): the
    /// network, most likely.
    Lost,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct World {
    next: u32,
    queue: Vec<(u32, Ask)>,
    pub heard: Heard,
    /// A server has answered this page.
    reached: bool,
}

impl World {
    /// Queues `ask`.
    pub fn ask(&mut self, ask: Ask) {
        if matches!(ask, Ask::Solve { .. }) {
            self.heard = Heard::Waiting;
        }
        self.queue.push((self.next, ask));
        self.next = self.next.wrapping_add(1);
        if self.queue.len() > KEPT {
            self.queue.remove(0);
        }
    }

    /// The asks numbered `from` or later, oldest first.
    pub fn since(&self, from: u32) -> impl Iterator<Item = &(u32, Ask)> {
        self.queue.iter().filter(move |(n, _)| *n >= from)
    }

    /// The number the next ask will have.
    pub fn next_number(&self) -> u32 {
        self.next
    }

    /// The server's reply to ask `number`, or `None` when no server
    /// answered as one.
    pub fn heard(&mut self, number: u32, reply: Option<DailyReply>) {
        let Some((_, ask)) = self.queue.iter().find(|(n, _)| *n == number) else {
            return;
        };
        let solve = matches!(ask, Ask::Solve { .. });
        let reached = self.reached;
        self.reached |= reply.is_some();
        self.heard = match reply {
            Some(DailyReply::Standing(standing)) if solve => Heard::Standing(standing),
            Some(DailyReply::Refused(why)) if solve => Heard::Refused(why),
            // A start refused shows when its solve is refused too.
            Some(_) if !solve => return,
            Some(DailyReply::Started) => Heard::NoServer,
            None if solve && reached => Heard::Lost,
            None if solve => Heard::NoServer,
            _ => return,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing() -> Standing {
        Standing {
            day: 5,
            tenths: 142,
            counted: true,
            players: 10,
            solved: 7,
            slower: 6,
            histogram: vec![0, 1, 6],
            yesterday: Default::default(),
        }
    }

    #[test]
    fn asks_are_numbered_in_order_and_the_last_few_kept() {
        let mut w = World::default();
        w.ask(Ask::Start { day: 5 });
        assert_eq!(w.heard, Heard::Nothing);
        w.ask(Ask::Solve {
            day: 5,
            answer: "8/(3-8/3)".into(),
        });
        assert_eq!(w.heard, Heard::Waiting);
        let numbers: Vec<u32> = w.since(0).map(|(n, _)| *n).collect();
        assert_eq!(numbers, [0, 1]);
        assert_eq!(w.since(1).count(), 1);
        for day in 0..10 {
            w.ask(Ask::Start { day });
        }
        assert_eq!(w.since(0).count(), KEPT);
        assert_eq!(w.next_number(), 12);
    }

    #[test]
    fn a_solves_reply_is_what_is_shown_and_a_starts_is_not() {
        let mut w = World::default();
        w.ask(Ask::Start { day: 5 });
        w.heard(0, Some(DailyReply::Started));
        assert_eq!(w.heard, Heard::Nothing);
        w.heard(0, None);
        assert_eq!(
            w.heard,
            Heard::Nothing,
            "a start unanswered says nothing yet"
        );
        w.ask(Ask::Solve {
            day: 5,
            answer: "x".into(),
        });
        w.heard(1, Some(DailyReply::Standing(standing())));
        assert_eq!(w.heard, Heard::Standing(standing()));
        w.ask(Ask::Solve {
            day: 5,
            answer: "x".into(),
        });
        w.heard(2, Some(DailyReply::Refused(Refusal::Unavailable)));
        assert_eq!(w.heard, Heard::Refused(Refusal::Unavailable));
        w.ask(Ask::Solve {
            day: 5,
            answer: "x".into(),
        });
        w.heard(3, None);
        assert_eq!(w.heard, Heard::Lost, "the server answered before");
        w.heard(99, Some(DailyReply::Standing(standing())));
        assert_eq!(w.heard, Heard::Lost, "an ask never made");
    }

    #[test]
    fn a_solve_unanswered_is_no_server_until_one_has_answered() {
        let mut w = World::default();
        w.ask(Ask::Start { day: 5 });
        w.heard(0, None);
        w.ask(Ask::Solve {
            day: 5,
            answer: "x".into(),
        });
        w.heard(1, None);
        assert_eq!(w.heard, Heard::NoServer, "a static host");
        w.ask(Ask::Start { day: 6 });
        w.heard(2, Some(DailyReply::Started));
        w.ask(Ask::Solve {
            day: 6,
            answer: "x".into(),
        });
        w.heard(3, None);
        assert_eq!(w.heard, Heard::Lost, "the server answered the start");
    }
}
