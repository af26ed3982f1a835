//! The worksheet (`?view=print`): its controls (how many hands, cards per
//! hand, target, difficulty, rules, paper; New sheet, Print, Set as
//! homework (`#sheet-homework`: the Rooms page's homework form, with
//! this sheet's count and level), Back), then
//! the sheet itself (`#worksheet`, `sheet.rs`): a page of hands with room
//! to write, and, on the link of whoever made it (`key=1`), a page with
//! the answer key.
//!
//! Promises: a sheet opened without a seed gets one at once (written into
//! the link, replacing its history entry), so that the link always reopens
//! the same sheet; New sheet is a new seed in a new history entry; the
//! controls are not printed.

mod sheet;

use super::difficulty_choice;
use super::fields::{self, Target};
use super::rules;
use super::select::following;
use crate::homework::HomeworkAction;
use crate::link::{View, SHEET_COUNTS};
use crate::state::{Action, SheetAction, SHEET_MAX_SIZE};
use crate::texts::prelude::*;
use crate::web::printing::{new_seed, print};
use crate::web::url_sync::address;
use cards::Faces;
use protocol::worker::{Sheet, SheetHand};
use solver::difficulty::Grade;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The papers offered, by their `data-paper` value.
const PAPERS: [&str; 2] = ["a4", "letter"];

#[derive(Properties, PartialEq, Clone)]
pub struct WorksheetProps {
    /// The sheet, once it has a seed.
    pub sheet: Option<Sheet>,
    /// Its hands, once dealt.
    pub hands: Option<Vec<SheetHand>>,
    pub size: usize,
    pub count: u8,
    pub target_text: String,
    pub target_invalid: bool,
    pub difficulty: Option<Grade>,
    pub no_parens: bool,
    pub integers: bool,
    pub faces: Faces,
    /// Whether the answer key is shown and printed (the maker's link).
    pub answer_key: bool,
    /// The students' link's query: the sheet without its key.
    pub query: String,
    pub lang: Lang,
    pub on_size: Callback<usize>,
    pub on_target: Callback<String>,
    pub on_difficulty: Callback<Option<Grade>>,
    pub on_no_parens: Callback<bool>,
    pub on_action: Callback<Action>,
}

#[function_component(WorksheetView)]
pub fn worksheet_view(props: &WorksheetProps) -> Html {
    let lang = props.lang;
    let t = lang.text();
    let s = lang.sheet_text();
    let paper = use_state(|| PAPERS[0]);
    {
        let on_action = props.on_action.clone();
        use_effect_with(props.sheet.is_none(), move |&unseeded| {
            if unseeded {
                on_action.emit(Action::Sheet(SheetAction::Seed {
                    seed: new_seed(),
                    push: false,
                }));
            }
        });
    }
    let on_count = props.on_action.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Action::Sheet(SheetAction::Count(value.parse().unwrap_or(0)))
    });
    let on_paper = {
        let paper = paper.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            paper.set(if value == PAPERS[1] {
                PAPERS[1]
            } else {
                PAPERS[0]
            });
        })
    };
    let on_parens = props
        .on_no_parens
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    let on_new = props.on_action.reform(|_: MouseEvent| {
        Action::Sheet(SheetAction::Seed {
            seed: new_seed(),
            push: true,
        })
    });
    let on_back = props
        .on_action
        .reform(|_: MouseEvent| Action::SetView(View::Solve));
    // Homework of the same hands' choices, made on the Rooms page.
    let on_homework = {
        let on_action = props.on_action.clone();
        let (hands, level) = (props.count, props.difficulty);
        Callback::from(move |_: MouseEvent| {
            on_action.emit(Action::Homework(HomeworkAction::Prepare { hands, level }));
            on_action.emit(Action::SetView(View::Rooms));
        })
    };
    let count_select = html! {
        <select id="sheet-count" onchange={on_count}>
            { for SHEET_COUNTS.iter().map(|&n| html! {
                <option value={n.to_string()} selected={n == props.count}>{ n }</option>
            }) }
        </select>
    };
    let paper_select = html! {
        <select id="sheet-paper" onchange={on_paper}>
            { for PAPERS.iter().zip(s.papers).map(|(&value, label)| html! {
                <option {value} selected={value == *paper}>{ label }</option>
            }) }
        </select>
    };
    html! {
        <>
            <section class="controls sheet-controls" aria-label={s.controls}>
                <label class="field">
                    <span>{ s.count }</span>
                    { following(count_select, &props.count.to_string()) }
                </label>
                { fields::size(t.size, props.size.min(SHEET_MAX_SIZE), SHEET_MAX_SIZE,
                    &props.on_size) }
                { fields::target(Target {
                    label: t.target,
                    text: &props.target_text,
                    invalid: props.target_invalid,
                    error_id: None,
                    on_target: &props.on_target,
                }) }
                { difficulty_choice::view(props.difficulty, lang, &props.on_difficulty) }
                <label class="check">
                    <input type="checkbox" id="no-parens" checked={props.no_parens}
                        onchange={on_parens} />
                    <span>{ t.no_parens }</span>
                </label>
                { rules::view(props.integers, props.faces, lang, &props.on_action) }
                <label class="field">
                    <span>{ s.paper }</span>
                    { following(paper_select, &paper) }
                </label>
                <div class="sheet-buttons">
                    <button type="button" id="sheet-print" class="primary"
                        onclick={Callback::from(|_: MouseEvent| print())}>{ s.print }</button>
                    <button type="button" id="sheet-new" onclick={on_new}>{ s.new_sheet }</button>
                    <button type="button" id="sheet-homework" onclick={on_homework}>{ s.homework }</button>
                    <button type="button" id="sheet-back" onclick={on_back}>{ s.back }</button>
                </div>
                if props.size > SHEET_MAX_SIZE {
                    <p class="note">{ (s.size_capped)(SHEET_MAX_SIZE) }</p>
                }
                if props.answer_key {
                    <p class="note" id="sheet-key-note">{ s.key_note }</p>
                }
            </section>
            { sheet::view(sheet::Shown {
                sheet: props.sheet.as_ref(),
                hands: props.hands.as_deref(),
                link: &address(&props.query),
                paper: *paper,
                key: props.answer_key,
                faces: props.faces,
                lang,
            }) }
        </>
    }
}
