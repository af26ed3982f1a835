//! The URL codec: `parse_query` never panics and keeps its promises (a hand
//! size within bounds, no card twice), and what `write_query` writes reads
//! back to the same link with no problem, and is written again unchanged.

use super::shorter_texts;
use crate::rng::{Rng, NOISE};
use crate::Target;
use model::link::{parse_query, write_query, MAX_SIZE, MIN_SIZE};

pub struct Query;

const PIECES: &[&str] = &[
    "cards=",
    "target=",
    "lang=",
    "ja",
    "level=",
    "n=",
    "parens=",
    "&",
    "?",
    "=",
    "-",
    ",",
    ";",
    "+",
    "%20",
    "_",
    "3s",
    "3h",
    "8c",
    "8d",
    "ks",
    "KS",
    "th",
    "10",
    "a",
    "q",
    "J",
    "zz",
    "99",
    "0",
    "7",
    "-24",
    "3/4",
    "1/0",
    "strict",
    "distinct",
    "no",
    "yes",
    "2",
    "5",
    "6",
    "9",
    "%",
    "%2",
    "%zz",
    "%C3%A9",
    "é",
    "♠",
    "mode=",
    "play",
    "solve",
    "t=",
    "12.4",
    ".",
    "daily",
    "practice",
    "view=print",
    "seed=",
    "count=",
    "20",
    "from=",
    "to=",
    "-170141183460469231731687303715884105728",
    "300",
];

impl Target for Query {
    type Input = String;

    fn name(&self) -> &'static str {
        "URL query"
    }

    fn generate(&self, rng: &mut Rng) -> String {
        if rng.one_in(4) {
            rng.text(NOISE, 12)
        } else {
            rng.text(PIECES, 16)
        }
    }

    fn check(&self, query: &String) -> Result<(), String> {
        let parsed = parse_query(query);
        let link = &parsed.link;
        if !(MIN_SIZE..=MAX_SIZE).contains(&link.slots.len()) {
            return Err(format!("a hand of {} slots", link.slots.len()));
        }
        let cards: Vec<_> = link.slots.iter().flatten().collect();
        for (i, c) in cards.iter().enumerate() {
            if cards[..i].contains(c) {
                return Err(format!("{c:?} twice"));
            }
        }
        let written = write_query(link);
        let again = parse_query(&written);
        if again.link != *link || !again.problems.is_empty() {
            return Err(format!("{written:?} reads back as {again:?}, not {link:?}"));
        }
        if write_query(&again.link) != written {
            return Err(format!("{written:?} is not written again unchanged"));
        }
        Ok(())
    }

    fn shrink(&self, query: &String) -> Vec<String> {
        shorter_texts(query)
    }
}
