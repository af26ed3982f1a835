//! The printable sheet (`#worksheet`): a page of hands, one
//! `[data-worksheet-hand]` each (numbered, the cards as rank and suit, lines
//! to write on), with the link that reopens the sheet, and its QR code in
//! the top corner for a printed sheet's readers; then a page with the
//! answer key (`#worksheet-answers`): one solution per hand and how many
//! distinct ones it has.
//!
//! Promises: until the hands come, `#worksheet` says they are being dealt
//! and holds no hand; a sheet that came back short says how many were
//! found; the second page starts on a new sheet of paper; a solution that
//! wraps in a narrow key never breaks inside a bracket that holds no other
//! (`(11 × 11 − 1)` stays whole), and its text is the solution's.

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

/// `solution` cut into runs, each `true` when it is a bracket that holds no
/// other: the runs a line may not break inside.
fn unbroken_runs(solution: &str) -> Vec<(bool, &str)> {
    let mut runs = Vec::new();
    let (mut from, mut open) = (0, None);
    for (i, c) in solution.char_indices() {
        match c {
            '(' => open = Some(i),
            ')' => {
                if let Some(start) = open.take() {
                    if from < start {
                        runs.push((false, &solution[from..start]));
                    }
                    runs.push((true, &solution[start..=i]));
                    from = i + 1;
                }
            }
            _ => {}
        }
    }
    if from < solution.len() {
        runs.push((false, &solution[from..]));
    }
    runs
}

/// A solution in the answer key, its innermost brackets kept whole.
fn solution(text: &str) -> Html {
    let runs = unbroken_runs(text).into_iter().map(|(whole, run)| {
        if whole {
            html! { <span class="unbroken">{ run }</span> }
        } else {
            html! { { run } }
        }
    });
    html! { <>{ for runs }</> }
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
                // The cards in a span: a cell that is a flex box is no table
                // cell, and its row's lines would not meet.
                <td><span class="sheet-cards">{ for cards(hand).into_iter().map(card) }</span></td>
                <td class="key-solution">{ solution(&hand.solution) }</td>
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

#[cfg(test)]
mod tests {
    use super::unbroken_runs;

    #[test]
    fn only_brackets_that_hold_no_other_are_kept_whole() {
        assert_eq!(
            unbroken_runs("(11 × 11 − 1) ÷ 5"),
            [(true, "(11 × 11 − 1)"), (false, " ÷ 5")]
        );
        assert_eq!(
            unbroken_runs("((2 + 3) × 4 − 1) × (5 − 4)"),
            [
                (false, "("),
                (true, "(2 + 3)"),
                (false, " × 4 − 1) × "),
                (true, "(5 − 4)")
            ]
        );
        assert_eq!(unbroken_runs("3 × 3 + 8 + 7"), [(false, "3 × 3 + 8 + 7")]);
        assert_eq!(unbroken_runs(""), []);
        // The runs are the text, in order.
        for text in ["8 ÷ (3 − 8 ÷ 3)", "((1 + 2) + 3) × 4", "(5 − 1 ÷ 5) × 5"] {
            let joined: String = unbroken_runs(text).iter().map(|r| r.1).collect();
            assert_eq!(joined, text);
        }
    }
}
