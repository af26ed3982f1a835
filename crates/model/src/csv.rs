//! Comma-separated values as every spreadsheet opens them: RFC 4180's
//! quoting and line ends, after a UTF-8 byte-order mark, without which
//! Excel reads UTF-8 as the system's code page and garbles names in other
//! scripts.
//!
//! Promises: reading the text back by RFC 4180 ([`read`]) gives the cells, except
//! that a cell a spreadsheet would run as a formula (one starting with
//! `=`, `+`, `-`, `@`, a tab or a carriage return) starts with `'`, as
//! OWASP advises, so a nickname cannot run anything on the teacher's
//! computer.

/// The byte-order mark that starts the text.
pub const BOM: char = '\u{feff}';

/// The rows as CSV text.
pub fn write<R, C>(rows: R) -> String
where
    R: IntoIterator<Item = C>,
    C: IntoIterator,
    C::Item: AsRef<str>,
{
    let mut out = String::new();
    out.push(BOM);
    for row in rows {
        for (i, cell) in row.into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            field(&mut out, cell.as_ref());
        }
        out.push_str("\r\n");
    }
    out
}

fn field(out: &mut String, cell: &str) {
    let formula = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let quoted = formula || cell.contains([',', '"', '\r', '\n']);
    if quoted {
        out.push('"');
    }
    if formula {
        out.push('\'');
    }
    for c in cell.chars() {
        if c == '"' {
            out.push('"');
        }
        out.push(c);
    }
    if quoted {
        out.push('"');
    }
}

/// Reads text that [`write`](fn@write) wrote, by RFC 4180 as a spreadsheet does:
/// the rows of cells, or `None` without the byte-order mark or with a line
/// that does not end in CRLF. Tests read a downloaded report back with it.
pub fn read(text: &str) -> Option<Vec<Vec<String>>> {
    let text = text.strip_prefix(BOM)?;
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut cell = String::new();
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut cell)),
            (false, '\r') => {
                if chars.next() != Some('\n') {
                    return None;
                }
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => cell.push(c),
        }
    }
    (row.is_empty() && cell.is_empty() && !quoted).then_some(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_back_in_any_script() {
        let rows = [
            vec!["名前", "Zoë 🦊", "a,b", "say \"hi\"", "two\nlines", ""],
            vec!["김민준", "Ünal", "12.5", "8 ÷ (3 − 8 ÷ 3)", "x", "y"],
        ];
        let text = write(rows.iter());
        assert!(text.starts_with('\u{feff}'));
        assert_eq!(read(&text).unwrap(), rows);
        assert!(text.contains("\"say \"\"hi\"\"\""));
    }

    #[test]
    fn a_cell_that_would_run_as_a_formula_does_not() {
        let text = write([["=1+1", "@SUM(A1)", "-3", "+1", "1-3"]]);
        assert_eq!(
            read(&text).unwrap(),
            [["'=1+1", "'@SUM(A1)", "'-3", "'+1", "1-3"]]
        );
        assert_eq!(read("a,b\r\n"), None, "no byte-order mark");
        assert_eq!(read("\u{feff}a,b\n"), None, "not CRLF");
    }
}
