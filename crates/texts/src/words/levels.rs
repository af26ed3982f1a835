//! Every sentence that names a level, with every level's name in it.
//!
//! A level's name is put into a sentence as text, so a sentence can glue
//! it to a word that repeats it (Chinese "{level}难度" with the level 难
//! reads 难难度), or, in the languages with genders, put a feminine name
//! after a masculine noun ("manos de nivel Diabólica"). Both are checked
//! for every level and every sentence that names one.

use crate::prelude::*;
use crate::Lang;

/// A stand-in for a level's name: no letter, and no text has it.
const STAND_IN: &str = "\u{e000}";

/// Every sentence of `lang` that names a level, by its field's name, with
/// `level` for the level's name.
fn naming(lang: Lang, level: &str) -> Vec<(&'static str, String)> {
    let t = lang.text();
    let e = &t.explore;
    let p = lang.practice_text();
    let deals = lang.number(2000u32);
    vec![
        ("rating", (t.rating)(level, 40)),
        (
            "no_hand_at_level",
            (t.no_hand_at_level)(level, 3, "24", &deals),
        ),
        ("grade_bar", (e.grade_bar)(level, 1)),
        ("grade_bar", (e.grade_bar)(level, 42)),
        ("level_hands", (e.level_hands)(1, level)),
        ("level_hands", (e.level_hands)(42, level)),
        ("practice level", (p.level)(17, level)),
        (
            "hardest_line",
            (p.hardest_line)("3 3 8 8", level, 154, "45.2"),
        ),
    ]
}

/// Where a text is written in Chinese, Japanese or Korean characters, whose
/// words have no spaces between them.
fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30ff}' // kana
        | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' // Han
        | '\u{ac00}'..='\u{d7a3}') // Hangul
}

/// Every place in `text` where a word follows itself: a character next to
/// itself in CJK ("难难"), a word next to itself elsewhere ("de de").
fn doubles(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found: Vec<String> = chars
        .windows(2)
        .filter(|w| w[0] == w[1] && is_cjk(w[0]))
        .map(|w| w.iter().collect())
        .collect();
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphabetic() || is_cjk(c))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    found.extend(
        words
            .windows(2)
            .filter(|w| w[0] == w[1])
            .map(|w| format!("{} {}", w[0], w[1])),
    );
    found
}

/// What doubles where `name` meets `template` (with [`STAND_IN`] where the
/// name goes): the doubles of the sentence less those of the template and
/// of the name themselves.
fn doubled_where_they_meet(template: &str, name: &str) -> Vec<String> {
    let mut found = doubles(&template.replace(STAND_IN, name));
    let already = doubles(template)
        .into_iter()
        .chain((0..template.matches(STAND_IN).count()).flat_map(|_| doubles(name)));
    for double in already {
        if let Some(at) = found.iter().position(|d| *d == double) {
            found.remove(at);
        }
    }
    found
}

#[test]
fn no_level_name_doubles_a_word_of_its_sentence() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (i, name) in lang.text().grades.iter().enumerate() {
            let sentences = naming(lang, name);
            for ((field, template), (_, sentence)) in naming(lang, STAND_IN).iter().zip(&sentences)
            {
                assert!(template.contains(STAND_IN), "{lang:?} {field}: {template}");
                for double in doubled_where_they_meet(template, name) {
                    failures.push(format!(
                        "{lang:?} {field}, level {}: “{sentence}” doubles “{double}” where the level “{name}” meets the sentence",
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gender {
    Feminine,
    Masculine,
    Neuter,
    /// A name that reads the same after a noun of any gender: an adjective
    /// with one form for both genders (es fácil, fr facile), or an
    /// undeclined German adjective used as a name (der Stufe Teuflisch).
    Any,
}

use Gender::{Any, Feminine, Masculine, Neuter};

/// A language's level names with their genders, and the nouns a level's
/// name may follow with theirs.
struct Genders {
    levels: [(&'static str, Gender); 5],
    nouns: &'static [(&'static str, Gender)],
}

/// The genders of the languages that have them.
fn genders(lang: Lang) -> Option<Genders> {
    match lang {
        Lang::Es => Some(Genders {
            levels: [
                ("Fácil", Any),
                ("Normal", Any),
                ("Complicada", Feminine),
                ("Difícil", Any),
                ("Diabólica", Feminine),
            ],
            nouns: &[
                ("dificultad", Feminine),
                ("nivel", Masculine),
                ("mano", Feminine),
                ("manos", Feminine),
                ("cartas", Feminine),
            ],
        }),
        Lang::Fr => Some(Genders {
            levels: [
                ("Facile", Any),
                ("Moyenne", Feminine),
                ("Délicate", Feminine),
                ("Difficile", Any),
                ("Diabolique", Any),
            ],
            nouns: &[
                ("difficulté", Feminine),
                ("niveau", Masculine),
                ("main", Feminine),
                ("mains", Feminine),
                ("cartes", Feminine),
            ],
        }),
        // German names a level by an undeclined adjective after its noun
        // (Hände der Stufe Teuflisch), where it agrees with any; before a
        // noun it would have to decline, which the check below forbids.
        Lang::De => Some(Genders {
            levels: [
                ("Leicht", Any),
                ("Mittel", Any),
                ("Knifflig", Any),
                ("Schwer", Any),
                ("Teuflisch", Any),
            ],
            nouns: &[
                ("Stufe", Feminine),
                ("Schwierigkeit", Feminine),
                ("Niveau", Neuter),
                ("Hand", Feminine),
                ("Hände", Feminine),
                ("Karten", Feminine),
            ],
        }),
        _ => None,
    }
}

/// Spaces and quotation marks between a level's name and the word beside
/// it.
fn is_between(c: char) -> bool {
    c.is_whitespace() || "«»„“”‘’\"'".contains(c)
}

/// The word right before each [`STAND_IN`] of `template` and the word
/// right after it, each empty where there is none (a colon, the start).
fn neighbours(template: &str) -> Vec<(String, String)> {
    let parts: Vec<&str> = template.split(STAND_IN).collect();
    parts
        .windows(2)
        .map(|pair| {
            let before = pair[0].trim_end_matches(is_between);
            let before: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphabetic())
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            let after: String = pair[1]
                .trim_start_matches(is_between)
                .chars()
                .take_while(|c| c.is_alphabetic())
                .collect();
            (before, after)
        })
        .collect()
}

#[test]
fn level_names_agree_with_the_noun_they_follow() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let Some(genders) = genders(lang) else {
            continue;
        };
        let names: Vec<&str> = genders.levels.iter().map(|(name, _)| *name).collect();
        assert_eq!(
            lang.text().grades.to_vec(),
            names,
            "{lang:?}: the level names changed: give the check their genders"
        );
        let gender_of = |word: &str| {
            genders
                .nouns
                .iter()
                .find(|(noun, _)| *noun == word)
                .map(|(_, g)| *g)
        };
        for (field, template) in naming(lang, STAND_IN) {
            for (before, after) in neighbours(&template) {
                if gender_of(&after).is_some() {
                    failures.push(format!(
                        "{lang:?} {field}: “{template}” puts the level before the noun “{after}”, as an attribute"
                    ));
                }
                if before.is_empty() {
                    continue;
                }
                let Some(noun) = gender_of(&before) else {
                    failures.push(format!(
                        "{lang:?} {field}: “{template}”: the level follows “{before}”, whose gender the check does not know"
                    ));
                    continue;
                };
                for (name, gender) in genders.levels {
                    if gender != Any && gender != noun {
                        let sentence = template.replace(STAND_IN, name);
                        let (gender, noun) = (format!("{gender:?}"), format!("{noun:?}"));
                        failures.push(format!(
                            "{lang:?} {field}: “{sentence}”: “{name}” is {} and follows “{before}”, {}",
                            gender.to_lowercase(),
                            noun.to_lowercase()
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_checks_find_what_they_look_for() {
    assert_eq!(doubled_where_they_meet("\u{e000}难度的牌", "难"), ["难难"]);
    assert!(doubled_where_they_meet("难度为“\u{e000}”的牌", "难").is_empty());
    // A double of the sentence's own, or of the name's, is not the
    // meeting's.
    assert!(doubled_where_they_meet("看看\u{e000}", "极难").is_empty());
    assert_eq!(doubled_where_they_meet("de \u{e000}", "De"), ["de de"]);
    assert_eq!(
        neighbours("3 manos de «\u{e000}»: x"),
        [("de".to_string(), String::new())]
    );
    assert_eq!(
        neighbours("\u{e000} Hände"),
        [(String::new(), "Hände".to_string())]
    );
}
