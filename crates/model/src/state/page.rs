//! The reducer's steps for the page as a whole: its start, the link read
//! again on Back/Forward, the views, and the language.

use super::{Prefs, Start, State, UrlWrite};
use crate::lang::Lang;
use crate::link::{Parsed, UrlProblem, View};
use crate::notice::Notice;

impl State {
    /// The page took over its start page: the URL, the browser's language
    /// and the one chosen before (a link's `lang` wins over both), and what
    /// the browser kept.
    pub(super) fn started(&mut self, start: Start) {
        self.load(start.parsed);
        self.link.lang = self.link.lang.or(start.chosen);
        self.prefs = Prefs {
            lang: self.link.lang.unwrap_or(start.lang),
            theme: start.theme,
            bests: start.bests,
            sound: start.sound,
        };
        self.ui.live = true;
    }

    /// The link read, at start or on Back/Forward: it replaces everything
    /// it carries, and the message.
    pub(super) fn load(&mut self, Parsed { link, problems }: Parsed) {
        self.ui.target_text = link.target.to_string();
        self.ui.daily_due = link.daily;
        if let Some(lang) = link.lang {
            self.prefs.lang = lang;
        }
        self.link = link;
        self.ui.picker = None;
        // A bad target stays in the field, where its own message names it
        // and the user can mend it.
        let mut rest = Vec::new();
        for problem in problems {
            match problem {
                UrlProblem::BadTarget(text) => self.ui.target_text = text,
                other => rest.push(other),
            }
        }
        self.ui.notice = (!rest.is_empty()).then_some(Notice::Link(rest));
        self.ui.url_write = UrlWrite::Keep;
    }

    /// Solve, Explore, the worksheet or Rooms, from the header: a new
    /// history entry.
    pub(super) fn set_view(&mut self, view: View) {
        // Rooms from a homework link is the Rooms page itself.
        if view == View::Rooms && self.link.assign.is_some() {
            self.link.assign = None;
            self.link.teacher = None;
            self.ui.url_write = UrlWrite::Push;
        }
        if view != self.link.view {
            self.link.view = view;
            // Explore and worksheets are not played.
            self.link.play &= view == View::Solve;
            // Whoever makes a worksheet in the page sees its answer key;
            // the link printed on it, for the students, leaves it out.
            self.link.key = view == View::Print;
            self.ui.picker = None;
            self.ui.url_write = UrlWrite::Push;
        }
    }

    /// Play mode on or off: a new history entry.
    pub(super) fn set_playing(&mut self, on: bool) {
        if on != self.link.play {
            self.link.play = on;
            self.link.view = View::Solve;
            self.ui.picker = None;
            self.ui.url_write = UrlWrite::Push;
        }
    }

    /// The language switch: the choice is kept, and written into the link.
    pub(super) fn set_lang(&mut self, lang: Lang) {
        self.prefs.lang = lang;
        self.link.lang = Some(lang);
        self.ui.url_write = UrlWrite::Replace;
    }
}
