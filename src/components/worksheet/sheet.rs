//! The printable sheet (`#worksheet`): a page of hands, one
//! `[data-worksheet-hand]` each (numbered, the cards as rank and suit, lines
//! to write on), with the link that reopens the sheet, and its QR code in
//! the top corner for a printed sheet's readers; then a page with the
//! answer key (`#worksheet-answers`): one solution per hand and how many
//! distinct ones it has.
//!
//! Promises: until the hands come, `#worksheet` says they are being dealt
//! and holds no hand; a sheet that came back short says how many were
//! found; the second page starts on a new sheet of paper.

use crate::components::markup::raw;
use crate::components::qr;
use crate::i18n::Lang;
use cards::Card;
use protocol::worker::{Sheet, SheetHand};
use yew::prelude::*;

/// A card as the sheet prints it: rank and suit, `10♥`, `Q♠`.
fn card(card: Card) -> Html {
    let label = match card.rank() {
        10 => "10",
        _ => card.rank_label(),
    };
    html! {
        <span class={classes!("sheet-card", card.suit().is_red().then_some("red"))}>
            { label }{ card.suit().symbol() }
        </span>
    }
}

/// The sheet for `sheet`, with its `hands` once dealt; `link` reopens it.
pub fn view(
    sheet: Option<&Sheet>,
    hands: Option<&[SheetHand]>,
    link: &str,
    paper: &'static str,
    lang: Lang,
) -> Html {
    let s = lang.sheet_text();
    let (Some(sheet), Some(hands)) = (sheet, hands) else {
        return html! {
            <div id="worksheet" class="worksheet" data-paper={paper} aria-busy="true">
                <p class="dealing" role="status">{ s.dealing }</p>
            </div>
        };
    };
    let cards =
        |hand: &SheetHand| -> Vec<Card> { hand.cards.iter().filter_map(|c| c.to_card()).collect() };
    let target = sheet.deal.target.to_string().replace('-', "−");
    let count = usize::from(sheet.count);
    let items = hands.iter().enumerate().map(|(i, hand)| {
        html! {
            <li class="sheet-hand" data-worksheet-hand={(i + 1).to_string()}>
                <span class="hand-no">{ i + 1 }</span>
                <span class="sheet-cards" aria-label={(s.hand)(i + 1)}>
                    { for cards(hand).into_iter().map(card) }
                </span>
                <span class="write" aria-hidden="true"></span>
            </li>
        }
    });
    let answers = hands.iter().enumerate().map(|(i, hand)| {
        html! {
            <tr data-worksheet-answer={(i + 1).to_string()}>
                <th scope="row">{ i + 1 }</th>
                <td class="sheet-cards">{ for cards(hand).into_iter().map(card) }</td>
                <td class="solution">{ hand.solution.clone() }</td>
                <td class="count">{ hand.distinct }</td>
            </tr>
        }
    });
    html! {
        <div id="worksheet" class="worksheet" data-paper={paper}
            data-count={hands.len().to_string()}>
            <section class="sheet-page hands-page" aria-labelledby="worksheet-title">
                <header class="sheet-head">
                    { raw(qr::svg(link, s.reopen_qr)) }
                    <h2 id="worksheet-title">{ (s.title)(count, usize::from(sheet.deal.size), &target) }</h2>
                    <p class="sheet-name">
                        <span class="slot"><span>{ s.name }{ " " }</span><span class="blank"></span></span>
                        <span class="slot"><span>{ s.date }{ " " }</span><span class="blank"></span></span>
                    </p>
                    <p class="instructions">{ s.instructions }</p>
                    if hands.len() < count {
                        <p class="short" role="status">{ (s.short)(hands.len(), count) }</p>
                    }
                </header>
                <ol class={classes!("sheet-hands", format!("n{}", hands.len()))}>
                    { for items }
                </ol>
                <footer class="sheet-foot">
                    <p>
                        { s.reopen }{ " " }<a href={link.to_string()}>{ link }</a>
                        { " · " }{ (s.seed)(sheet.seed) }
                    </p>
                </footer>
            </section>
            <section class="sheet-page answers-page" id="worksheet-answers"
                aria-labelledby="worksheet-answers-title">
                <h2 id="worksheet-answers-title">{ s.answers }{ " · " }{ (s.title)(count, usize::from(sheet.deal.size), &target) }</h2>
                <table class="answer-key">
                    <thead>
                        <tr>
                            <th scope="col">{ "#" }</th>
                            <th scope="col">{ s.hand_column }</th>
                            <th scope="col">{ s.one_solution }</th>
                            <th scope="col">{ s.distinct }</th>
                        </tr>
                    </thead>
                    <tbody>{ for answers }</tbody>
                </table>
            </section>
        </div>
    }
}
