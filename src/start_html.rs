//! A reader of the HTML that Yew's server renderer writes: its pieces in
//! order (elements with their attributes, closing tags, comments, runs of
//! text), with character references decoded.
//!
//! Promises: enough for the pages this crate renders itself and nothing
//! more (no raw-text elements, no unquoted `>` in a value); a piece it
//! cannot read is a panic naming it, never a loop. Each run of text is one
//! text node of the document a browser parses from the same HTML, and each
//! `Open` one element, both in document order.

/// One piece of a page.
#[derive(Debug, PartialEq)]
pub enum Piece {
    /// An element's tag and attributes, as written (a value-less attribute
    /// has none).
    Open(String, Vec<(String, Option<String>)>),
    Close(String),
    /// A comment, in full: Yew's markers for Suspense and components.
    Comment(String),
    /// A run of text, decoded.
    Text(String),
}

/// The pieces of `html`.
pub fn pieces(html: &str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        if let Some(comment) = rest.strip_prefix("<!--") {
            let end = comment.find("-->").expect("a comment ends");
            pieces.push(Piece::Comment(comment[..end].to_string()));
            rest = &comment[end + 3..];
        } else if let Some(close) = rest.strip_prefix("</") {
            let end = close.find('>').expect("a closing tag ends");
            pieces.push(Piece::Close(close[..end].to_string()));
            rest = &close[end + 1..];
        } else if let Some(open) = rest.strip_prefix('<') {
            let (tag, attributes, after) = open_tag(open);
            pieces.push(Piece::Open(tag, attributes));
            rest = after;
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            pieces.push(Piece::Text(decode(&rest[..end])));
            rest = &rest[end..];
        }
    }
    pieces
}

/// An opening tag's name and attributes, and what follows it.
fn open_tag(tag: &str) -> (String, Vec<(String, Option<String>)>, &str) {
    let name_end = tag
        .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
        .expect("a tag ends");
    let name = tag[..name_end].to_string();
    let mut attributes = Vec::new();
    let mut rest = &tag[name_end..];
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("/>").or_else(|| rest.strip_prefix('>')) {
            return (name, attributes, after);
        }
        let end = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/')
            .filter(|&end| end > 0)
            .expect("an attribute has a name and ends");
        let attribute = rest[..end].to_string();
        rest = &rest[end..];
        let mut value = None;
        if let Some(after) = rest.strip_prefix('=') {
            let (raw, after) = match after.strip_prefix('"') {
                Some(quoted) => {
                    let end = quoted.find('"').expect("a value ends");
                    (&quoted[..end], &quoted[end + 1..])
                }
                None => {
                    let end = after
                        .find(|c: char| c.is_whitespace() || c == '>')
                        .expect("a value ends");
                    (&after[..end], &after[end..])
                }
            };
            value = Some(decode(raw));
            rest = after;
        }
        attributes.push((attribute, value));
    }
}

/// `text` with its character references (`&amp;`, `&#39;`, `&#x27;` …)
/// read; an unknown one stays as written.
pub fn decode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let read = rest.find(';').and_then(|end| {
            let name = &rest[1..end];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => name
                    .strip_prefix("#x")
                    .or_else(|| name.strip_prefix("#X"))
                    .map(|hex| u32::from_str_radix(hex, 16))
                    .or_else(|| name.strip_prefix('#').map(str::parse))
                    .and_then(Result::ok)
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, end))
        });
        match read {
            Some((c, end)) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_elements_comments_and_runs_of_text() {
        let html = r#"<p class="a>b" hidden>Hi &amp; <b>there&#39;s</b></p><!--<[x]>--><br/>"#;
        let attribute = |name: &str, value: Option<&str>| (name.into(), value.map(Into::into));
        assert_eq!(
            pieces(html),
            [
                Piece::Open(
                    "p".into(),
                    vec![attribute("class", Some("a>b")), attribute("hidden", None)]
                ),
                Piece::Text("Hi & ".into()),
                Piece::Open("b".into(), vec![]),
                Piece::Text("there's".into()),
                Piece::Close("b".into()),
                Piece::Close("p".into()),
                Piece::Comment("<[x]>".into()),
                Piece::Open("br".into(), vec![]),
            ]
        );
    }

    #[test]
    fn character_references_are_read_and_unknown_ones_kept() {
        assert_eq!(decode("a &lt;b&gt; &quot;c&quot;"), "a <b> \"c\"");
        assert_eq!(decode("&#x27;&#8722;&nbsp;"), "'−\u{a0}");
        assert_eq!(decode("R&D; &zzz; & ;"), "R&D; &zzz; & ;");
    }

    #[test]
    #[should_panic(expected = "an attribute has a name")]
    fn a_tag_it_cannot_read_is_a_panic() {
        pieces("<p / >");
    }
}
