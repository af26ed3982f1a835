//! The start page in the reader's language from its first paint. The
//! build renders the start page once, in English; each other language's
//! start page has the same elements and text nodes (`start_page_tests`),
//! only some texts and attribute values differ. [`script`] writes them, for
//! every language, into a script that runs as soon as the start page has
//! been parsed, before the first paint: it chooses the language as the
//! page's start-up script does (`chooseLanguage` in `index.html`, whose
//! build of the app then starts in it) and puts that language's texts in
//! place. The app then takes over a page already in its language, so no
//! text changes length and nothing moves. It also puts the theme switch
//! on the theme the browser kept (which `index.html`'s head has already
//! applied to the page), as the app draws it.
//!
//! Promises: applied to English's start page as a browser parses it, a
//! language's changes give that language's start page, text node for text
//! node and attribute for attribute (tested below by applying them to the
//! pieces); a page whose counts of text nodes and elements are not the
//! ones rendered is left in English, for the app to put in the reader's
//! language as it takes the page over.

use crate::start_html::{pieces, Piece};
use crate::texts::prelude::*;

/// The texts and attributes of one language's start page where they
/// differ from English's: text node `i` (among `#app`'s, in document
/// order) says `text`; element `i` (among `#app`'s descendants) gets
/// attribute `name` set to a value, or removed.
#[derive(Debug, Default, PartialEq)]
struct Changes {
    texts: Vec<(usize, String)>,
    attributes: Vec<(usize, String, Option<String>)>,
}

/// What `page` changes of `english`, which must be the same elements and
/// text nodes.
fn changes(english: &str, page: &str) -> Changes {
    let (english, page) = (nodes(english), nodes(page));
    assert_eq!(english.0.len(), page.0.len(), "text nodes");
    assert_eq!(english.1.len(), page.1.len(), "elements");
    let mut changes = Changes::default();
    for (i, (a, b)) in english.0.iter().zip(page.0).enumerate() {
        if *a != b {
            changes.texts.push((i, b));
        }
    }
    for (i, (a, b)) in english.1.iter().zip(page.1).enumerate() {
        assert_eq!(a.0, b.0, "element {i}'s tag");
        for (name, value) in &b.1 {
            let was = a.1.iter().find(|(n, _)| n == name).map(|(_, v)| v);
            if was != Some(value) {
                let value = Some(value.clone().unwrap_or_default());
                changes.attributes.push((i, name.clone(), value));
            }
        }
        for (name, _) in &a.1 {
            if !b.1.iter().any(|(n, _)| n == name) {
                changes.attributes.push((i, name.clone(), None));
            }
        }
    }
    changes
}

type Element = (String, Vec<(String, Option<String>)>);

/// A page's text nodes and its elements, in document order.
fn nodes(html: &str) -> (Vec<String>, Vec<Element>) {
    let mut texts = Vec::new();
    let mut elements = Vec::new();
    for piece in pieces(html) {
        match piece {
            Piece::Text(text) => texts.push(text),
            Piece::Open(tag, attributes) => elements.push((tag, attributes)),
            Piece::Close(_) | Piece::Comment(_) => {}
        }
    }
    (texts, elements)
}

/// `text` as a JavaScript string literal that is safe inside `<script>`.
fn js(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("\\u003c"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The script that puts the reader's language in the start page before
/// its first paint, and its theme switch on the theme kept, given `page`,
/// which renders the start page in a language; it goes right after
/// `#app`.
pub fn script(page: impl Fn(Lang) -> String) -> String {
    let english = page(Lang::En);
    let (texts, elements) = nodes(&english);
    let table: Vec<String> = Lang::ALL
        .into_iter()
        .filter(|&lang| lang != Lang::En)
        .map(|lang| {
            let changes = changes(&english, &page(lang));
            let texts: Vec<String> = changes
                .texts
                .iter()
                .map(|(i, text)| format!("{i},{}", js(text)))
                .collect();
            let attributes: Vec<String> = changes
                .attributes
                .iter()
                .map(|(i, name, value)| {
                    let value = value.as_deref().map_or("null".to_string(), js);
                    format!("{i},{},{value}", js(name))
                })
                .collect();
            format!(
                "{}:[{},{},[{}],[{}]]",
                js(lang.code()),
                js(lang.tag()),
                js(lang.text().page_title),
                texts.join(","),
                attributes.join(",")
            )
        })
        .collect();
    format!(
        "<script>{{const pages={{{}}};{}}}</script>",
        table.join(","),
        APPLY
            .replace("TEXTS", &texts.len().to_string())
            .replace("ELEMENTS", &elements.len().to_string())
    )
}

/// Puts the chosen language's changes in place (`pages`: code → [tag,
/// title, [text node, text…], [element, name, value or null…]]), only in
/// the page the changes were made for; then marks the kept theme's option
/// of the theme switch (`data-theme`, set by the head's script) as chosen.
/// Whatever happens, it then lets the start page be painted (the head's
/// script holds it back with `data-wording`).
const APPLY: &str = "try{const page=pages[chooseLanguage([\"en\",...Object.keys(pages)])];\
const root=document.getElementById(\"app\");\
const theme=document.documentElement.dataset.theme,themes=document.getElementById(\"theme\");\
if(theme&&themes)for(const o of themes.options)o.toggleAttribute(\"selected\",o.value===theme);\
if(page&&root){\
const texts=[];\
for(const w=document.createTreeWalker(root,NodeFilter.SHOW_TEXT);w.nextNode();)texts.push(w.currentNode);\
const elements=root.getElementsByTagName(\"*\");\
if(texts.length===TEXTS&&elements.length===ELEMENTS){\
const [tag,title,t,a]=page;\
for(let i=0;i<t.length;i+=2)texts[t[i]].data=t[i+1];\
for(let i=0;i<a.length;i+=3){const e=elements[a[i]];a[i+2]===null?e.removeAttribute(a[i+1]):e.setAttribute(a[i+1],a[i+2]);}\
document.documentElement.lang=tag;document.title=title;}}\
}finally{document.documentElement.removeAttribute(\"data-wording\");}";

#[cfg(test)]
mod tests {
    use super::*;

    /// `english`'s text nodes and elements with `changes` applied, as the
    /// script applies them.
    fn applied(english: &str, changes: &Changes) -> (Vec<String>, Vec<Element>) {
        let (mut texts, mut elements) = nodes(english);
        for (i, text) in &changes.texts {
            texts[*i] = text.clone();
        }
        for (i, name, value) in &changes.attributes {
            let attributes = &mut elements[*i].1;
            attributes.retain(|(n, _)| n != name);
            if let Some(value) = value {
                attributes.push((name.clone(), Some(value.clone())));
            }
        }
        (texts, elements)
    }

    /// Attribute lists compared as sets of (name, value), a value-less
    /// attribute being the empty value, as the DOM has it.
    fn settled((texts, elements): (Vec<String>, Vec<Element>)) -> (Vec<String>, Vec<Element>) {
        let elements = elements
            .into_iter()
            .map(|(tag, mut attributes)| {
                for (_, value) in &mut attributes {
                    value.get_or_insert_with(String::new);
                }
                attributes.sort();
                (tag, attributes)
            })
            .collect();
        (texts, elements)
    }

    #[test]
    fn each_language_s_changes_make_english_s_page_its_own() {
        let english = crate::start_page_in(Lang::En);
        for lang in Lang::ALL {
            let page = crate::start_page_in(lang);
            let changes = changes(&english, &page);
            assert_eq!(
                settled(applied(&english, &changes)),
                settled(nodes(&page)),
                "{lang:?}"
            );
            if lang == Lang::En {
                assert_eq!(changes, Changes::default());
            } else {
                assert!(changes.texts.len() > 20, "{lang:?}: {changes:?}");
            }
        }
    }

    #[test]
    fn the_script_carries_every_other_language_and_the_page_s_counts() {
        let script = script(crate::start_page_in);
        let (texts, elements) = nodes(&crate::start_page_in(Lang::En));
        assert!(script.starts_with("<script>{const pages={\"zh\":[\"zh-Hans\","));
        assert!(script.contains(&format!("texts.length==={}", texts.len())));
        assert!(script.contains(&format!("elements.length==={}", elements.len())));
        for lang in Lang::ALL {
            assert_eq!(
                script.contains(&format!("{}:[", js(lang.code()))),
                lang != Lang::En
            );
        }
        assert!(script.contains("dataset.theme"), "the theme kept");
        // Nothing in it can end the script early.
        assert_eq!(script.matches("</script>").count(), 1);
        assert!(script.ends_with("}}</script>"));
    }

    #[test]
    fn strings_are_safe_in_a_script() {
        assert_eq!(
            js("a\"b\\c</script>\n\u{2028}"),
            r#""a\"b\\c\u003c/script>\n\u2028""#
        );
    }
}
