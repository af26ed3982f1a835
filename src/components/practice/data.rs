//! The player's practice data (`#practice-data`): Export
//! (`#practice-export`), Import (`#practice-file`, a file input behind its
//! label) and Wipe (`#practice-wipe`, then `#practice-wipe-yes` or
//! `#practice-wipe-no`), with what the last import said in
//! `#practice-file-status`.
//!
//! Promises: nothing is wiped without the confirmation; the confirmation
//! takes the focus when it appears, and gives it back to Wipe when
//! cancelled.

use crate::practice::file::FileError;
use crate::practice::Journal;
use crate::state::{Action, PracticeAction};
use crate::texts::prelude::*;
use crate::web::practice_store::{export, import};
use web_sys::{HtmlElement, HtmlInputElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DataProps {
    pub journal: Journal,
    pub import: Option<Result<usize, FileError>>,
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

#[function_component(Data)]
pub fn data(props: &DataProps) -> Html {
    let t = props.lang.practice_text();
    // `None` until the player first asks: nothing takes the focus before.
    let confirming = use_state(|| None::<bool>);
    let yes_ref = use_node_ref();
    let wipe_ref = use_node_ref();
    {
        let (yes_ref, wipe_ref) = (yes_ref.clone(), wipe_ref.clone());
        use_effect_with(*confirming, move |&on| {
            let target = match on {
                Some(true) => yes_ref,
                Some(false) => wipe_ref,
                None => return,
            };
            if let Some(el) = target.cast::<HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let on_export = {
        let journal = props.journal.clone();
        Callback::from(move |_: MouseEvent| export(&journal))
    };
    let on_file = {
        let done = props
            .on_action
            .reform(|text: String| Action::Practice(PracticeAction::Import(text)));
        Callback::from(move |e: Event| {
            import(&e.target_unchecked_into::<HtmlInputElement>(), done.clone());
        })
    };
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(Some(true)))
    };
    let cancel = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(Some(false)))
    };
    let wipe = {
        let confirming = confirming.clone();
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| {
            on_action.emit(Action::Practice(PracticeAction::Wipe));
            confirming.set(Some(false));
        })
    };
    let status = props.import.as_ref().map(|r| match r {
        Ok(n) => (t.imported)(*n),
        Err(e) => props.lang.file_error(e),
    });
    let failed = matches!(props.import, Some(Err(_)));
    html! {
        <section id="practice-data" class="practice-data" aria-labelledby="practice-data-heading">
            <h2 id="practice-data-heading">{ t.data }</h2>
            <p class="note">{ t.data_note }</p>
            <div class="data-buttons">
                <button type="button" id="practice-export" onclick={on_export}>{ t.export }</button>
                <label class="file-button">
                    <span>{ t.import }</span>
                    <input type="file" id="practice-file" class="visually-hidden"
                        accept=".txt,text/plain" onchange={on_file} />
                </label>
                if *confirming == Some(true) {
                    <div class="confirm" role="group" aria-labelledby="practice-wipe-question">
                        <p id="practice-wipe-question">{ t.wipe_confirm }</p>
                        <button type="button" id="practice-wipe-yes" class="danger" ref={yes_ref}
                            onclick={wipe}>{ t.wipe_yes }</button>
                        <button type="button" id="practice-wipe-no" onclick={cancel}>{ t.cancel }</button>
                    </div>
                } else {
                    <button type="button" id="practice-wipe" ref={wipe_ref} onclick={ask}>{ t.wipe }</button>
                }
            </div>
            <p id="practice-file-status" class={classes!("file-status", failed.then_some("error"))}
                role="status">
                { status.unwrap_or_default() }
            </p>
        </section>
    }
}
