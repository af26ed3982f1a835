//! The printable sheet (`#worksheet`): a page of hands, one
//! `[data-worksheet-hand]` each (numbered, the cards as rank and suit, lines
//! to write on), what the cards are worth (`#worksheet-values`), the link
//! that reopens the sheet, and its QR code in the top corner for a printed
//! sheet's readers; then, on the maker's link, a page with the answer key
//! (`#worksheet-answers`): one solution per hand and how many distinct
//! ones it has.
//!
//! Promises: until the hands come, `#worksheet` says they are being dealt
//! and holds no hand; a sheet that came back short says how many were
//! found; the link and QR code printed are the students' (no key), so a
//! student who scans a sheet never reads its answers; the key's page starts
//! on a new sheet of paper; a solution in
//! the key comes in pieces that a narrow key wraps between, before an
//! operator and never inside a bracket that holds no other (`(11 × 11 − 1)`
//! stays whole; below 380 px the style lets a piece wrap too, rather than
//! push the page sideways), and its text is the solution's.

use crate::components::qr;
use crate::texts::prelude::*;
use cards::{Card, Faces};
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

/// `solution` cut where a line may break: only at a space before a binary
/// operator (so a line never ends at one, and the operator leads the next),
/// and never inside a bracket that holds no other (`(11 × 11 − 1)` stays
/// whole). The pieces, joined by one space each, are the solution.
fn line_pieces(solution: &str) -> Vec<&str> {
    // The brackets that hold no other: a `(` whose `)` comes before any
    // other `(`.
    let mut innermost = Vec::new();
    let mut open = None;
    for (i, c) in solution.char_indices() {
        match c {
            '(' => open = Some(i),
            ')' => innermost.extend(open.take().map(|start| start..i)),
            _ => {}
        }
    }
    let mut pieces = Vec::new();
    let mut from = 0;
    for (i, _) in solution.match_indices(' ') {
        let rest = &solution[i + 1..];
        let before_operator =
            rest.starts_with(['+', '−', '×', '÷']) && rest.chars().nth(1) == Some(' ');
        if before_operator && !innermost.iter().any(|r| r.contains(&i)) {
            pieces.push(&solution[from..i]);
            from = i + 1;
        }
    }
    pieces.push(&solution[from..]);
    pieces
}

/// A solution in the answer key, its lines broken only between its pieces.
fn solution(text: &str) -> Html {
    let pieces = line_pieces(text).into_iter().enumerate().map(|(i, piece)| {
        html! {
            <>
                if i > 0 { { " " } }
                <span class="unbroken">{ piece }</span>
            </>
        }
    });
    html! { <>{ for pieces }</> }
}

/// What a card is worth on the sheet, by the rule in force: the ace is 1,
/// and the face cards as `faces` says (none in a deck without them). Each
/// equation is kept whole on its line.
fn values(faces: Faces) -> Html {
    let equations: &[&str] = match faces {
        Faces::Numbered => &["A = 1", "J = 11", "Q = 12", "K = 13"],
        Faces::Tens => &["A = 1", "J = Q = K = 10"],
        Faces::Without => &["A = 1"],
    };
    let parts = equations.iter().enumerate().map(|(i, eq)| {
        html! {
            <>
                if i > 0 { { " · " } }
                <span class="unbroken">{ *eq }</span>
            </>
        }
    });
    html! { <>{ for parts }</> }
}

/// A sheet as the page shows it.
pub struct Shown<'a> {
    pub sheet: Option<&'a Sheet>,
    /// Its hands, once dealt.
    pub hands: Option<&'a [SheetHand]>,
    /// The students' link, which reopens the sheet without its key.
    pub link: &'a str,
    pub paper: &'static str,
    /// Whether the answer key's page is there.
    pub key: bool,
    pub faces: Faces,
    pub lang: Lang,
}

/// The sheet, with its hands once dealt.
pub fn view(shown: Shown) -> Html {
    let Shown {
        sheet,
        hands,
        link,
        paper,
        key,
        faces,
        lang,
    } = shown;
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
                    { qr::svg(link, s.reopen_qr).html() }
                    <h2 id="worksheet-title">{ (s.title)(count, usize::from(sheet.deal.size), &target) }</h2>
                    <p class="sheet-name">
                        <span class="slot"><span>{ s.name }{ " " }</span><span class="blank"></span></span>
                        <span class="slot"><span>{ s.date }{ " " }</span><span class="blank"></span></span>
                    </p>
                    <p class="instructions">
                        { s.instructions }{ " " }
                        <span class="card-values" id="worksheet-values">
                            { s.card_values }{ " " }{ values(faces) }
                        </span>
                    </p>
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
            if key {
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
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::line_pieces;

    #[test]
    fn lines_break_only_before_an_operator_outside_an_innermost_bracket() {
        assert_eq!(line_pieces("(11 × 11 − 1) ÷ 5"), ["(11 × 11 − 1)", "÷ 5"]);
        assert_eq!(line_pieces("8 × (3 − 1) + 8"), ["8", "× (3 − 1)", "+ 8"]);
        assert_eq!(line_pieces("3 × 3 + 8 + 7"), ["3", "× 3", "+ 8", "+ 7"]);
        // An outer bracket may break; its inner one may not.
        assert_eq!(
            line_pieces("((2 + 3) × 4 − 1) × (5 − 4)"),
            ["((2 + 3)", "× 4", "− 1)", "× (5 − 4)"]
        );
        // A minus sign that belongs to its number is no operator.
        assert_eq!(line_pieces("8 × −3 + 48"), ["8", "× −3", "+ 48"]);
        assert_eq!(line_pieces("24"), ["24"]);
        assert_eq!(line_pieces(""), [""]);
        // The pieces, joined by a space, are the text.
        for text in ["8 ÷ (3 − 8 ÷ 3)", "((1 + 2) + 3) × 4", "(5 − 1 ÷ 5) × 5"] {
            assert_eq!(line_pieces(text).join(" "), text);
        }
    }
}
