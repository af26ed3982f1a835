//! `#pager`: under a long list of solutions, First, Previous, Next and Last,
//! and which solutions the page shows ("51–100 of 861").
//!
//! Promises: the buttons stay focusable at either end (`aria-disabled`, not
//! `disabled`, so that focus is not lost when the last page is reached); the
//! status is announced politely when the page changes. A render function:
//! the answer, a component, redraws it.

use crate::paging::Page;
use crate::texts::prelude::*;
use yew::prelude::*;

/// The pager of `page` of a list of `total`, reporting the page asked
/// for, from 0.
pub fn view(page: Page, total: usize, lang: Lang, on_page: &Callback<usize>) -> Html {
    let t = lang.text();
    let button = |id: &'static str, label: &'static str, to: usize, inert: bool| {
        let onclick = {
            let on_page = on_page.clone();
            Callback::from(move |_: MouseEvent| {
                if !inert {
                    on_page.emit(to);
                }
            })
        };
        html! {
            <button type="button" {id} aria-disabled={if inert { "true" } else { "false" }}
                {onclick}>
                { label }
            </button>
        }
    };
    let last = page.count - 1;
    html! {
        <nav id="pager" class="pager" aria-label={t.pages}>
            { button("page-first", t.first_page, 0, page.is_first()) }
            { button("page-previous", t.previous_page, page.index.saturating_sub(1), page.is_first()) }
            <span id="page-status" class="page-status" aria-live="polite" aria-atomic="true">
                { lang.page_status(page.start, page.end, total) }
            </span>
            { button("page-next", t.next_page, (page.index + 1).min(last), page.is_last()) }
            { button("page-last", t.last_page, last, page.is_last()) }
        </nav>
    }
}
