//! Taking the start page over in turns. While the app hydrates the start
//! page, each part that waits its turn ([`wait`], through
//! `components::later`) is left as it was painted; once the page's frame
//! (all that is not such a part) is live ([`frame_drawn`]), the parts are
//! made live one by one, each in a task of its own, in the order they
//! asked, so that taking the page over is many short tasks instead of one
//! long one that would hold up the phone it runs on. What must wait for the
//! whole page ([`when_done`]) runs after the last part's turn.
//!
//! Promises: only parts first drawn while the page is being hydrated wait
//! (a part drawn later, or in a page drawn afresh, never does); every part
//! that waits gets its turn, in order, each in a new task that begins after
//! Yew has finished the one before; focus that was in a part when its turn
//! came is on the same element of the part once it is live; and
//! [`when_done`] runs its callback once, after every turn (at once when
//! nothing is being taken over). Natively nothing ever waits.

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::cell::{Cell, RefCell};
    use std::collections::VecDeque;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use yew::suspense::{Suspension, SuspensionHandle};

    thread_local! {
        /// The page is being hydrated: parts drawn now wait their turn.
        static TAKING_OVER: Cell<bool> = const { Cell::new(false) };
        /// The turns not yet had, first first.
        static WAITING: RefCell<VecDeque<SuspensionHandle>> = const { RefCell::new(VecDeque::new()) };
        /// Taking over has begun and its last turn has not been had.
        static PENDING: Cell<bool> = const { Cell::new(false) };
        /// Where focus was as the last turn began, until it is found again.
        static FOCUS: RefCell<Option<Vec<u32>>> = const { RefCell::new(None) };
        /// What waits for the last turn.
        static DONE: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
    }

    /// The page is about to be hydrated: parts drawn from now until the first
    /// turn wait theirs.
    pub fn begin() {
        TAKING_OVER.set(true);
        PENDING.set(true);
    }

    /// The page's frame has been hydrated and its first effects run: the
    /// parts take their turns, from the next task on. (Not sooner: each turn
    /// must find Yew done with the frame, or the two would make one task.)
    pub fn frame_drawn() {
        if PENDING.get() {
            next_turn_later();
        }
    }

    /// A part being drawn: while the page is taken over, the suspension that
    /// ends with its turn.
    pub fn wait() -> Option<Suspension> {
        if !TAKING_OVER.get() {
            return None;
        }
        let (suspension, handle) = Suspension::new();
        WAITING.with_borrow_mut(|w| w.push_back(handle));
        Some(suspension)
    }

    /// Runs `f` once the page has been taken over, or at once if it is not
    /// being.
    pub fn when_done(f: impl FnOnce() + 'static) {
        if PENDING.get() {
            DONE.with_borrow_mut(|d| d.push(Box::new(f)));
        } else {
            f();
        }
    }

    /// Runs `f` in a task of its own, after those already due (at once if
    /// the page has no timers).
    pub fn soon(f: impl FnOnce() + 'static) {
        let f = std::rc::Rc::new(std::cell::Cell::new(Some(f)));
        let run = {
            let f = f.clone();
            Closure::once_into_js(move || {
                if let Some(f) = f.take() {
                    f();
                }
            })
        };
        let scheduled = web_sys::window().is_some_and(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(run.unchecked_ref(), 0)
                .is_ok()
        });
        if !scheduled {
            if let Some(f) = f.take() {
                f();
            }
        }
    }

    fn next_turn_later() {
        soon(next_turn);
    }

    fn app() -> Option<web_sys::Element> {
        web_sys::window()?.document()?.get_element_by_id("app")
    }

    /// Where the focused element is in `#app`: the index of each element
    /// among its parent's elements, from `#app` down (hydration markers,
    /// comments, are not elements, so the path holds in the copy).
    fn focus_path() -> Option<Vec<u32>> {
        let root = app()?;
        let mut at = root.owner_document()?.active_element()?;
        let mut path = Vec::new();
        while at != root {
            let parent = at.parent_element()?;
            let children = parent.children();
            let index = (0..children.length()).find(|&i| children.item(i).as_ref() == Some(&at))?;
            path.push(index);
            at = parent;
        }
        path.reverse();
        Some(path)
    }

    /// Puts focus back where it was when the last turn began, if the copy
    /// that turn drew has since taken the focused element's place (focus is
    /// then on no element of the page); until then, keeps the place.
    fn keep_focus() {
        let Some(path) = FOCUS.take() else { return };
        let Some(root) = app() else { return };
        let lost = root
            .owner_document()
            .and_then(|d| d.active_element())
            .is_none_or(|e| !root.contains(Some(&e)));
        if !lost {
            FOCUS.set(Some(path));
            return;
        }
        let mut at = root;
        for &i in &path {
            let Some(child) = at.children().item(i) else {
                return;
            };
            at = child;
        }
        if let Ok(el) = at.dyn_into::<web_sys::HtmlElement>() {
            let _ = el.focus();
        }
    }

    /// One task: the first part still waiting is drawn (Yew draws it in
    /// this task's microtasks), and once Yew is done the next turn is asked
    /// for; after the last, what waited for the page runs.
    fn next_turn() {
        TAKING_OVER.set(false);
        keep_focus();
        match WAITING.with_borrow_mut(VecDeque::pop_front) {
            Some(handle) => {
                // A part is hydrated from a copy of its painted elements,
                // which then takes their place: focus, if it was in the
                // part, moves to the copy of the element that had it.
                FOCUS.set(focus_path());
                handle.resume();
                // Queued after Yew's own run, so that the next turn comes
                // after whatever Yew left for a later task.
                wasm_bindgen_futures::spawn_local(async {
                    keep_focus();
                    next_turn_later();
                });
            }
            None => {
                PENDING.set(false);
                FOCUS.take();
                for f in DONE.take() {
                    f();
                }
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{begin, frame_drawn, soon, wait, when_done};

/// Natively (the start page rendered at build time) nothing waits.
#[cfg(not(target_arch = "wasm32"))]
pub fn wait() -> Option<yew::suspense::Suspension> {
    None
}

/// Natively nothing is taken over.
#[cfg(not(target_arch = "wasm32"))]
pub fn frame_drawn() {}

/// Natively nothing is taken over: `f` runs at once.
#[cfg(not(target_arch = "wasm32"))]
pub fn when_done(f: impl FnOnce() + 'static) {
    f();
}

/// Natively there are no tasks: `f` runs at once.
#[cfg(not(target_arch = "wasm32"))]
pub fn soon(f: impl FnOnce() + 'static) {
    f();
}
