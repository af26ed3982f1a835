//! Playing-card art, drawn as SVG by the crate itself.
//!
//! Promises:
//! - every card (and the back) is a complete standalone SVG document with a
//!   200 × 280 view box, usable as `<img src="{data_uri(&svg)}">`;
//! - A–10 use the standard pip layouts, with the pips of the lower half turned
//!   upside down as on printed cards; J, Q and K are distinct, double-ended
//!   stylised figures (original shapes, no borrowed artwork);
//! - hearts and diamonds are red, spades and clubs black;
//! - suit symbols are our own path data, never font glyphs, so they look the
//!   same on every system; only the corner index letters use a font.
//!
//! Each document defines its suit path once and places it with `<use>`, which
//! keeps both the generated markup and this module small. Element ids carry
//! the card code, so documents stay correct even if a caller inlines several
//! of them into one page.

use std::fmt::Write;

use crate::card::{Card, Suit};

const RED: &str = "#c8102e";
const BLACK: &str = "#1a1a1a";
const GOLD: &str = "#e3b23c";
const GOLD_EDGE: &str = "#8a6d1a";
const SKIN: &str = "#f7d9b5";
const BACK_BLUE: &str = "#1f3b73";

/// Opening tag shared by every document. Width and height are given as well
/// as the view box so that an `<img>` has an intrinsic size before CSS applies.
const SVG_OPEN: &str =
    r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" width="200" height="280">"#;

/// The white card body with its thin border.
const BODY: &str =
    r##"<rect x=".5" y=".5" width="199" height="279" rx="12" fill="#fff" stroke="#8c8c8c"/>"##;

/// Turns anything drawn for the upper half into its lower-half twin.
const FLIP: &str = "rotate(180 100 140)";

/// Suit outlines centred on (0, 0) and about 100 units tall, so one scale
/// factor sizes them for corners, pips and aces alike.
fn suit_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => "M0 46C-6 34-46 10-46-16C-46-34-34-44-22-44C-10-44-3-36 0-26C3-36 10-44 22-44C34-44 46-34 46-16C46 10 6 34 0 46Z",
        Suit::Diamonds => "M0-50Q16-22 38 0Q16 22 0 50Q-16 22-38 0Q-16-22 0-50Z",
        Suit::Spades => "M0-50C6-36 46-14 46 12C46 30 34 38 22 38C12 38 5 32 2 26C3 38 8 46 16 50H-16C-8 46-3 38-2 26C-5 32-12 38-22 38C-34 38-46 30-46 12C-46-14-6-36 0-50Z",
        // Three lobes, a filler between them and a flared stem. All subpaths
        // wind the same way so the default nonzero fill rule unites them.
        Suit::Clubs => "M-22-28a22 22 0 1 0 44 0a22 22 0 1 0-44 0ZM-47 8a22 22 0 1 0 44 0a22 22 0 1 0-44 0ZM3 8a22 22 0 1 0 44 0a22 22 0 1 0-44 0ZM0-28L-25 8L25 8ZM0-4C-1 22-6 38-16 50H16C6 38 1 22 0-4Z",
    }
}

fn ink(suit: Suit) -> &'static str {
    if suit.is_red() {
        RED
    } else {
        BLACK
    }
}

// The three pip columns, in card units.
const L: u8 = 64;
const C: u8 = 100;
const R: u8 = 136;
/// The horizontal middle: pips below it are drawn upside down.
const MID: u8 = 140;

/// Standard pip positions for ranks 2..=10 (index `rank - 2`).
#[rustfmt::skip]
const LAYOUTS: [&[(u8, u8)]; 9] = [
    &[(C, 54), (C, 226)],
    &[(C, 54), (C, 140), (C, 226)],
    &[(L, 54), (R, 54), (L, 226), (R, 226)],
    &[(L, 54), (R, 54), (C, 140), (L, 226), (R, 226)],
    &[(L, 54), (R, 54), (L, 140), (R, 140), (L, 226), (R, 226)],
    &[(L, 54), (R, 54), (C, 97), (L, 140), (R, 140), (L, 226), (R, 226)],
    &[(L, 54), (R, 54), (C, 97), (L, 140), (R, 140), (C, 183), (L, 226), (R, 226)],
    &[(L, 54), (R, 54), (L, 111), (R, 111), (C, 140), (L, 169), (R, 169), (L, 226), (R, 226)],
    &[(L, 54), (R, 54), (C, 83), (L, 111), (R, 111), (L, 169), (R, 169), (C, 197), (L, 226), (R, 226)],
];

/// The pip positions of a number card, or `None` for aces and court cards.
fn layout(rank: u8) -> Option<&'static [(u8, u8)]> {
    (2..=10)
        .contains(&rank)
        .then(|| LAYOUTS[usize::from(rank - 2)])
}

/// The face of one card as a standalone SVG document.
pub fn card_svg(card: Card) -> String {
    let suit = card.suit();
    let ink = ink(suit);
    let code = card.code();
    let pip = format!("p{code}");
    let mut s = String::with_capacity(2400);
    s.push_str(SVG_OPEN);

    // The corner index is defined once and placed twice, the second copy
    // turned round for a player holding the card the other way up.
    let label = card.rank_label();
    // "10" would crowd the pips at the same size as the single letters.
    let squeeze = if label.len() > 1 {
        r##" textLength="32" lengthAdjust="spacingAndGlyphs""##
    } else {
        ""
    };
    let _ = write!(
        s,
        r##"<defs><path id="{pip}" d="{path}"/><g id="i{code}"><text x="22" y="44"{squeeze}>{label}</text><use href="#{pip}" transform="translate(22 64) scale(.2)"/></g></defs>"##,
        path = suit_path(suit),
    );
    s.push_str(BODY);
    let _ = write!(
        s,
        r##"<g fill="{ink}" font-family="Georgia,'Times New Roman',serif" font-weight="bold" font-size="32" text-anchor="middle"><use href="#i{code}"/><use href="#i{code}" transform="{FLIP}"/>"##,
    );

    match card.rank() {
        1 => {
            // The ace of spades is traditionally the showpiece of the deck.
            let scale = if suit == Suit::Spades { "1.2" } else { "1" };
            let _ = write!(
                s,
                r##"<use href="#{pip}" transform="translate(100 140) scale({scale})"/>"##
            );
        }
        rank @ 2..=10 => {
            for &(x, y) in layout(rank).unwrap_or(&[]) {
                let turn = if y > MID { " rotate(180)" } else { "" };
                let _ = write!(
                    s,
                    r##"<use href="#{pip}" transform="translate({x} {y}){turn} scale(.34)"/>"##
                );
            }
        }
        rank => court(&mut s, rank, ink, &code, &pip, label),
    }
    s.push_str("</g></svg>");
    s
}

/// A court card: a framed panel holding a double-ended half-length figure.
/// Only the upper half is drawn; the lower half is the same group turned round.
fn court(s: &mut String, rank: u8, ink: &str, code: &str, pip: &str, label: &str) {
    let _ = write!(
        s,
        r##"<rect x="42" y="30" width="116" height="220" rx="4" fill="#fbf3df" stroke="{ink}" stroke-width="2"/><rect x="46" y="34" width="108" height="212" rx="2" fill="none" stroke="{GOLD}" stroke-width="1.5"/><g id="f{code}">"##,
    );
    // What sits behind the head: hair for the queen and the jack.
    match rank {
        12 => s.push_str(
            r##"<path d="M81 92Q78 62 100 64Q122 62 119 92L124 108H76Z" fill="#b86b25"/>"##,
        ),
        11 => s.push_str(r##"<path d="M83 94Q80 68 100 68Q120 68 117 94Z" fill="#6b4226"/>"##),
        _ => {}
    }
    // Robe, collar and a gold band down the front; the head with a face.
    let _ = write!(
        s,
        r##"<path d="M68 140L54 118Q56 106 80 102L100 114L120 102Q144 106 146 118L132 140Z"/><path d="M54 118L68 140M146 118L132 140" stroke="{GOLD}" stroke-width="2"/><path d="M94 113h12v27H94z" fill="{GOLD}"/><path d="M78 104L100 121L122 104L116 100L100 111L84 100Z" fill="{GOLD}" stroke="{GOLD_EDGE}"/><circle cx="100" cy="84" r="15" fill="{SKIN}" stroke="{GOLD_EDGE}"/><path d="M95 83h.1M105 83h.1" stroke="#222" stroke-width="3" stroke-linecap="round"/><path d="M96 92q4 3 8 0" fill="none" stroke="#a0412d" stroke-width="1.5"/>"##,
    );
    // What tells the three apart: headgear and what each one holds.
    match rank {
        13 => {
            // Crown, beard and sceptre.
            let _ = write!(
                s,
                r##"<path d="M83 74V50l9 10 8-14 8 14 9-10v24z" fill="{GOLD}" stroke="{GOLD_EDGE}"/><circle cx="100" cy="66" r="3"/><path d="M86 88q14 30 28 0q-14 9-28 0z" fill="#7a4a22"/><path d="M138 134V62M132 52h12M138 46v12" stroke="{GOLD}" stroke-width="3"/><circle cx="138" cy="62" r="4" fill="{GOLD}"/>"##,
            );
        }
        12 => {
            // Tiara and a flower.
            let _ = write!(
                s,
                r##"<path d="M86 73l3-10 5 5 6-10 6 10 5-5 3 10q-14-4-28 0z" fill="{GOLD}" stroke="{GOLD_EDGE}"/><path d="M134 130q-6-30 2-54" fill="none" stroke="#2e7d32" stroke-width="2.5"/><g transform="translate(136 70)"><circle cy="-6" r="5"/><circle cx="6" cy="-2" r="5"/><circle cx="4" cy="5" r="5"/><circle cx="-4" cy="5" r="5"/><circle cx="-6" cy="-2" r="5"/><circle r="3.5" fill="{GOLD}"/></g>"##,
            );
        }
        _ => {
            // Cap with a gold band and a long feather.
            let _ = write!(
                s,
                r##"<path d="M80 73Q82 52 104 54Q122 56 122 73Z"/><path d="M78 70h46v6H78z" fill="{GOLD}" stroke="{GOLD_EDGE}"/><path d="M116 62Q138 52 146 38Q128 42 112 60Z" fill="{GOLD}" stroke="{GOLD_EDGE}"/><path d="M114 60Q130 50 143 40" fill="none" stroke="{GOLD_EDGE}"/>"##,
            );
        }
    }
    // A big rank letter and suit symbol inside the frame.
    let _ = write!(
        s,
        r##"<text x="60" y="64" font-size="26">{label}</text><use href="#{pip}" transform="translate(60 82) scale(.2)"/></g><use href="#f{code}" transform="{FLIP}"/><path d="M46 140h108" stroke="{GOLD}" stroke-width="2"/>"##,
    );
}

/// The back of a card: a white border around a deep blue lattice with a
/// rosette in the middle.
pub fn back_svg() -> String {
    let mut s = String::with_capacity(1600);
    s.push_str(SVG_OPEN);
    let _ = write!(
        s,
        r##"<defs><pattern id="back-lattice" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="12" fill="{BACK_BLUE}"/><path d="M0 6h12M6 0v12" stroke="#fff" stroke-opacity=".3" stroke-width="1.2"/><circle cx="6" cy="6" r="1.6" fill="{GOLD}"/></pattern></defs>{BODY}<rect x="12" y="12" width="176" height="256" rx="7" fill="url(#back-lattice)"/><rect x="18" y="18" width="164" height="244" rx="4" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="1.5"/><circle cx="100" cy="140" r="40" fill="{BACK_BLUE}" stroke="#fff" stroke-width="2"/><g fill="none" stroke="{GOLD}" stroke-width="1.5">"##,
    );
    for step in 0..12 {
        let _ = write!(
            s,
            r##"<ellipse cx="100" cy="119" rx="6" ry="17" transform="rotate({} 100 140)"/>"##,
            step * 30
        );
    }
    let _ = write!(
        s,
        r##"</g><circle cx="100" cy="140" r="6" fill="{GOLD}"/></svg>"##
    );
    s
}

/// A `data:` URI for an SVG document, escaping only what a URI cannot carry
/// literally. Spaces stay as they are: browsers accept them in `src`, and
/// encoding them would roughly double the size of the markup.
pub fn data_uri(svg: &str) -> String {
    const PREFIX: &str = "data:image/svg+xml;charset=utf-8,";
    let mut out = String::with_capacity(PREFIX.len() + svg.len() + svg.len() / 4);
    out.push_str(PREFIX);
    for &b in svg.as_bytes() {
        let plain = b.is_ascii_graphic() || b == b' ';
        if plain
            && !matches!(
                b,
                b'"' | b'#' | b'%' | b'<' | b'>' | b'`' | b'{' | b'}' | b'|' | b'\\' | b'^'
            )
        {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(rank: u8, suit: Suit) -> Card {
        Card::new(rank, suit).unwrap()
    }

    /// Checks that every start tag has a matching end tag, in order.
    fn balanced(svg: &str) -> Result<(), String> {
        let mut open: Vec<&str> = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find('<') {
            let end = rest[start..].find('>').ok_or("unterminated tag")? + start;
            let tag = &rest[start + 1..end];
            rest = &rest[end + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                match open.pop() {
                    Some(top) if top == name => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
            } else if !tag.ends_with('/') {
                open.push(tag.split_whitespace().next().unwrap_or(""));
            }
        }
        if open.is_empty() {
            Ok(())
        } else {
            Err(format!("unclosed: {open:?}"))
        }
    }

    #[test]
    fn every_card_is_a_well_formed_document() {
        let docs = Card::deck().map(card_svg).chain([back_svg()]);
        for svg in docs {
            assert!(svg
                .starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 280\""));
            assert!(svg.ends_with("</svg>"));
            assert_eq!(svg.matches("<svg").count(), 1);
            balanced(&svg).unwrap_or_else(|e| panic!("{e} in {svg}"));
            assert!(svg.is_ascii());
        }
    }

    #[test]
    fn number_cards_have_the_standard_pip_count() {
        for suit in Suit::ALL {
            for rank in 1..=10 {
                let c = card(rank, suit);
                let svg = card_svg(c);
                // One placement of the pip lives in the corner index group.
                let uses = svg.matches(&format!("href=\"#p{}\"", c.code())).count();
                assert_eq!(uses, usize::from(rank) + 1, "{}", c.name());
            }
        }
    }

    #[test]
    fn lower_half_pips_are_upside_down() {
        for rank in 2..=10 {
            for &(_, y) in layout(rank).unwrap() {
                assert!((54..=226).contains(&y));
            }
            let svg = card_svg(card(rank, Suit::Clubs));
            let lower = layout(rank)
                .unwrap()
                .iter()
                .filter(|&&(_, y)| y > MID)
                .count();
            assert_eq!(svg.matches(") rotate(180) scale").count(), lower);
        }
    }

    #[test]
    fn layouts_are_symmetric_like_printed_cards() {
        for rank in 2..=10 {
            let pips = layout(rank).unwrap();
            assert_eq!(pips.len(), usize::from(rank));
            // Every pip has a mirror image through the centre, except the
            // extra middle pip of 7 which sits in the upper half only.
            let unmatched = pips
                .iter()
                .filter(|&&(x, y)| !pips.contains(&(200 - x, (280 - u16::from(y)) as u8)))
                .count();
            assert_eq!(unmatched, usize::from(rank == 7), "rank {rank}");
        }
    }

    #[test]
    fn court_cards_differ_from_each_other() {
        for suit in Suit::ALL {
            let [j, q, k] = [11, 12, 13].map(|r| card_svg(card(r, suit)));
            assert_ne!(j, q);
            assert_ne!(q, k);
            assert_ne!(j, k);
            // Beyond the labels, the drawings themselves differ.
            let strip = |s: &str, c: Card| s.replace(&c.code(), "").replace(c.rank_label(), "");
            let [j, q, k] = [(j, 11), (q, 12), (k, 13)].map(|(s, r)| strip(&s, card(r, suit)));
            assert_ne!(j, q);
            assert_ne!(q, k);
            assert_ne!(j, k);
        }
    }

    #[test]
    fn red_exactly_for_hearts_and_diamonds() {
        for c in Card::deck() {
            let svg = card_svg(c);
            assert_eq!(svg.contains(RED), c.suit().is_red(), "{}", c.name());
            assert_eq!(svg.contains(BLACK), !c.suit().is_red(), "{}", c.name());
        }
        assert!(!back_svg().contains(RED));
    }

    #[test]
    fn corner_index_shows_the_rank_label() {
        for c in Card::deck() {
            assert!(card_svg(c).contains(&format!(">{}</text>", c.rank_label())));
        }
    }

    #[test]
    fn data_uri_escapes_what_a_uri_cannot_carry() {
        let uri = data_uri("<svg a=\"#x\">50% \u{e9}\n</svg>");
        assert_eq!(
            uri,
            "data:image/svg+xml;charset=utf-8,%3Csvg a=%22%23x%22%3E50%25 %C3%A9%0A%3C/svg%3E"
        );
        let full = data_uri(&card_svg(card(12, Suit::Hearts)));
        assert!(!full.contains(['<', '>', '"', '#', '\n']));
    }
}
