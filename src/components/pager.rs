//! `#pager`: under a long list of solutions, First, Previous, Next and Last,
//! and which solutions the page shows ("51–100 of 861").
//!
//! Promises: the buttons stay focusable at either end (`aria-disabled`, not
//! `disabled`, so that focus is not lost when the last page is reached); the
//! status is announced politely when the page changes.

use crate::i18n::Lang;
use crate::paging::Page;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PagerProps {
    pub page: Page,
    pub total: usize,
    pub lang: Lang,
    /// A page was asked for, from 0.
    pub on_page: Callback<usize>,
}

#[function_component(Pager)]
pub fn pager(props: &PagerProps) -> Html {
    let t = props.lang.text();
    let page = props.page;
    let button = |id: &'static str, label: &'static str, to: usize, inert: bool| {
        let onclick = {
            let on_page = props.on_page.clone();
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
                { props.lang.page_status(page.start, page.end, props.total) }
            </span>
            { button("page-next", t.next_page, (page.index + 1).min(last), page.is_last()) }
            { button("page-last", t.last_page, last, page.is_last()) }
        </nav>
    }
}
