//! The glossary (`docs/glossary.md`) names one word per language for each
//! of the game's concepts. Here, for each language, the words it replaced
//! (and the calques of the English it rewrote): no text of the language
//! may use them. And the glossary names every level by its table's name,
//! and every word forbidden here, so that the page and the tables agree.

use crate::translated::every_text;
use crate::{Lang, Words};

/// Where a forbidden word is found in a text.
#[derive(Clone, Copy, Debug)]
enum Use {
    /// Anywhere in the text (for writing with no spaces between words).
    Text(&'static str),
    /// As a whole word.
    Word(&'static str),
    /// As the start of a word: "Ausgabe" finds "Ausgaben".
    Stem(&'static str),
    /// As the whole text: a label.
    Label(&'static str),
    /// Right after a number, with or without a space: a counter.
    Counter(&'static str),
    /// Anywhere but inside the second, the right spelling ("ブラウザ" but
    /// not "ブラウザー").
    Except(&'static str, &'static str),
}

impl Use {
    /// The forbidden word itself, as the glossary names it.
    fn word(self) -> &'static str {
        match self {
            Use::Text(w)
            | Use::Word(w)
            | Use::Stem(w)
            | Use::Label(w)
            | Use::Counter(w)
            | Use::Except(w, _) => w,
        }
    }

    /// Whether `text` uses the word so.
    fn is_in(self, text: &str) -> bool {
        let letter_before = |at: usize| {
            text[..at]
                .chars()
                .next_back()
                .is_some_and(char::is_alphabetic)
        };
        let letter_after = |at: usize| text[at..].chars().next().is_some_and(char::is_alphabetic);
        match self {
            Use::Text(w) => text.contains(w),
            Use::Word(w) => text
                .match_indices(w)
                .any(|(at, _)| !letter_before(at) && !letter_after(at + w.len())),
            Use::Stem(w) => text.match_indices(w).any(|(at, _)| !letter_before(at)),
            Use::Label(w) => text.trim() == w,
            Use::Counter(w) => text.match_indices(w).any(|(at, _)| {
                let before = text[..at].trim_end_matches([' ', '\u{a0}', '\u{202f}']);
                before.ends_with(|c: char| c.is_ascii_digit())
            }),
            Use::Except(w, right) => text.replace(right, "").contains(w),
        }
    }
}

use Use::{Counter, Except, Label, Stem, Text, Word};

/// The words each language does not use, and why.
const FORBIDDEN: &[(Lang, Use, &str)] = &[
    // The four calques the English source had, which its translations
    // copied.
    (
        Lang::En,
        Text("full of rooms"),
        "a server “cannot open more rooms”",
    ),
    (
        Lang::En,
        Text("divides by zero"),
        "a value does not divide: you cannot divide by zero, or a target has a zero denominator",
    ),
    (Lang::En, Text("lets go"), "Esc cancels the selection"),
    (
        Lang::En,
        Text("solver takes"),
        "the solver handles at most 8 numbers",
    ),
    (Lang::Zh, Label("玩"), "the Play tab is 游戏"),
    (Lang::Zh, Text("个解"), "solutions are 解法, counted 种"),
    (Lang::Zh, Text("种子"), "a worksheet has a number, 编号"),
    (Lang::Zh, Text("牌组："), "no hands are 没有可发的牌"),
    (Lang::ZhHant, Label("玩"), "the Play tab is 遊戲"),
    (
        Lang::ZhHant,
        Text("用時"),
        "time taken is 耗時 or 花了…秒 in Taiwan",
    ),
    (
        Lang::ZhHant,
        Text("沒能"),
        "could not is 無法 in Taiwan's interfaces",
    ),
    (Lang::ZhHant, Text("牌組："), "no hands are 沒有可發的牌"),
    (
        Lang::Ja,
        Counter("手"),
        "hands are counted 組, plays 回; 手 counts moves",
    ),
    (Lang::Ja, Text("難しさ"), "a game's difficulty is 難易度"),
    (Lang::Ja, Text("場所"), "a card's slot is 枠"),
    (
        Lang::Ja,
        Except("ブラウザ", "ブラウザー"),
        "one spelling: ブラウザー, as サーバー",
    ),
    (
        Lang::Ko,
        Text("풀이"),
        "the solver is 솔버, a solution 해답",
    ),
    (
        Lang::Ko,
        Text("풀 수가 없"),
        "there are no numbers is 풀 숫자가 없습니다",
    ),
    (
        Lang::Ko,
        Text("넘어서"),
        "a time to beat is one to solve within",
    ),
    (
        Lang::Es,
        Text("de nivel"),
        "a hand's level is its dificultad, feminine as its names",
    ),
    (
        Lang::Es,
        Text("lleno de salas"),
        "the server no admite más salas",
    ),
    (
        Lang::Es,
        Text("divide entre cero"),
        "no se puede dividir entre cero",
    ),
    (Lang::Es, Word("suelta"), "Esc cancela la selección"),
    (
        Lang::Fr,
        Text("de niveau"),
        "a hand's level is its difficulté, feminine as its names",
    ),
    (
        Lang::Fr,
        Text("plein de salles"),
        "the server ne peut pas ouvrir d’autres salles",
    ),
    (
        Lang::Fr,
        Text("divise par zéro"),
        "on ne peut pas diviser par zéro",
    ),
    (Lang::Fr, Word("lâche"), "Échap annule la sélection"),
    (
        Lang::De,
        Stem("Ausgabe"),
        "a deal is an Austeilung; Ausgaben are outputs",
    ),
    (
        Lang::De,
        Stem("Spitzname"),
        "a player's name in a game is the Spielername",
    ),
    (
        Lang::De,
        Text("ittlere Zeit"),
        "the median is Median, the mean Durchschnitt",
    ),
    (Lang::De, Word("Geben"), "cards are dealt: austeilen"),
    (Lang::De, Word("gegeben"), "cards are dealt: ausgeteilt"),
    (
        Lang::De,
        Text("teilt durch null"),
        "durch null kann man nicht teilen",
    ),
    (Lang::De, Text("lässt los"), "Esc hebt die Auswahl auf"),
];

#[test]
fn no_text_uses_a_word_the_glossary_replaced() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (field, text) in every_text(lang) {
            for (_, rule, why) in FORBIDDEN.iter().filter(|(l, ..)| *l == lang) {
                if rule.is_in(&text) {
                    failures.push(format!(
                        "{lang:?} {field}: “{text}” uses “{}”: {why}",
                        rule.word()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_glossary_names_every_level_and_every_forbidden_word() {
    let page = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/glossary.md"
    ))
    .expect("docs/glossary.md");
    // Its lines joined, as Markdown joins them.
    let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
    for lang in Lang::ALL {
        for name in lang.text().grades {
            assert!(
                page.contains(name),
                "docs/glossary.md lacks {lang:?}’s level “{name}”"
            );
        }
        let deal = lang.text().deal;
        assert!(
            page.contains(deal),
            "docs/glossary.md lacks {lang:?}’s “{deal}”"
        );
    }
    for (lang, rule, _) in FORBIDDEN {
        let word = rule.word();
        assert!(
            page.contains(word),
            "docs/glossary.md lacks the word {lang:?} does not use, “{word}”"
        );
    }
}

#[test]
fn forbidden_words_are_found_where_they_are() {
    assert!(Stem("Ausgabe").is_in("Lösbare Ausgaben"));
    assert!(!Stem("Ausgabe").is_in("Herausgabe"));
    assert!(Word("Geben").is_in("„Geben“"));
    assert!(!Word("Geben").is_in("Gebens"));
    assert!(Counter("手").is_in("10 手中 7 手"));
    assert!(Counter("手").is_in("35\u{a0}手札"));
    assert!(!Counter("手").is_in("手札を配る"));
    assert!(Label("玩").is_in("玩"));
    assert!(!Label("玩").is_in("玩家"));
    assert!(Except("ブラウザ", "ブラウザー").is_in("このブラウザで"));
    assert!(!Except("ブラウザ", "ブラウザー").is_in("このブラウザーで"));
}
