//! The reducer's step for the solving worker's answers: each goes to the
//! part of the state that asked for it, and an answer for another hand, or
//! to a question no longer asked, is dropped there.

use super::State;
use protocol::card::to_cards;
use protocol::worker::Reply;

impl State {
    /// One of the worker's answers.
    pub(super) fn take(&mut self, reply: Reply) {
        match reply {
            Reply::Ready => {}
            Reply::Solved { gen, counts, page } => {
                self.remote.solved(gen, counts, page);
                if gen == self.remote.gen {
                    self.settle_call();
                }
            }
            Reply::Page(page) => self.remote.paged(page),
            Reply::Judged { gen, seq, verdict } => {
                if gen == self.remote.gen {
                    let solved = self.game.play.judged(seq, verdict);
                    self.scored(solved);
                }
            }
            Reply::Hinted { gen, level, hints } => self.remote.hinted(gen, level, hints),
            Reply::Failed { gen, error } => self.remote.failed(gen, error),
            Reply::Dealt {
                seq,
                cards,
                kept,
                attempts,
            } => self.dealt(seq, to_cards(&cards), kept, attempts),
            Reply::Daily { day, cards } => self.daily(day, to_cards(&cards)),
            Reply::Practiced {
                seq,
                cards,
                millis,
                techniques,
            } => self.practiced(seq, to_cards(&cards), millis, techniques),
            Reply::Worksheet { sheet, hands } => self.sheet_dealt(sheet, hands),
            // Deck runs are Explore's, which listens to its own worker.
            Reply::Progress { .. }
            | Reply::Headline { .. }
            | Reply::Targets { .. }
            | Reply::Hardness { .. }
            | Reply::DeckFailed { .. } => {}
        }
    }
}
