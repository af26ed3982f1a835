//! The one text codec of every message: a sequence of fields, each written
//! as `<byte length in decimal>:<bytes>`, with nothing between fields.
//!
//! `3:abc1:70:` is three fields: `abc`, `7` and the empty text. A field
//! holds any text at all (colons, digits, newlines, any script), so nothing
//! is escaped and every string round-trips.
//!
//! Promises:
//! - [`Writer`] writes every value in exactly one way (its canonical form),
//!   and [`Reader`] accepts only that form: a number has no sign it does not
//!   need and no leading zero, a length no leading zero, a fraction is
//!   reduced. So a text that reads is written back byte for byte.
//! - [`Reader`] never panics: truncation, a bad length, a length that
//!   splits a character, a number out of range or in another form, and text
//!   left over are each a typed [`Error`] with the byte where it was found.
//! - [`Reader`] never allocates more than its input: a field is a slice of
//!   it, and a list's count is refused when the rest of the input could not
//!   hold that many fields (each takes at least two bytes, `0:`).
//!
//! How large a whole message may be is for its carrier to decide (the Rooms
//! server refuses a frame over its size limit before reading it).

use solver::Rational;
use std::fmt;

/// Writes fields one after another; [`Writer::finish`] gives the text.
#[derive(Clone, Debug, Default)]
pub struct Writer {
    text: String,
}

impl Writer {
    /// An empty message.
    pub fn new() -> Writer {
        Writer::default()
    }

    /// A text field, as it is.
    pub fn str(&mut self, s: &str) -> &mut Writer {
        self.text.push_str(&s.len().to_string());
        self.text.push(':');
        self.text.push_str(s);
        self
    }

    /// An unsigned integer, in decimal.
    pub fn uint(&mut self, n: u64) -> &mut Writer {
        self.str(&n.to_string())
    }

    /// A signed integer, in decimal with a `-` when negative.
    pub fn int(&mut self, n: i64) -> &mut Writer {
        self.str(&n.to_string())
    }

    /// `1` or `0`.
    pub fn bool(&mut self, b: bool) -> &mut Writer {
        self.str(if b { "1" } else { "0" })
    }

    /// An exact number as the solver writes it: `24`, `-2`, `8/3`.
    pub fn rational(&mut self, q: Rational) -> &mut Writer {
        self.str(&q.to_string())
    }

    /// A list: its count, then each item as `each` writes it.
    pub fn list<T>(&mut self, items: &[T], mut each: impl FnMut(&mut Writer, &T)) -> &mut Writer {
        self.uint(items.len() as u64);
        for item in items {
            each(self, item);
        }
        self
    }

    /// The message written so far.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The message.
    pub fn finish(self) -> String {
        self.text
    }
}

/// Why a text does not read, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error {
    /// The byte of the input where the problem was found.
    pub at: usize,
    /// What the problem is.
    pub kind: ErrorKind,
}

/// What can be wrong with a message's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text ends where a field (or its length, or its bytes) should be.
    Truncated,
    /// A field's length is not a decimal number followed by `:`, or has a
    /// leading zero.
    BadLength,
    /// A field's length ends inside a character.
    NotCharBoundary,
    /// Text is left after the last field of the message.
    Trailing,
    /// A number is beyond what its field may hold, or a list has more items
    /// than it may (or than the rest of the text could hold).
    OutOfRange,
    /// A field that should be a number, a fraction or a truth value is not
    /// one in its canonical form.
    BadValue,
    /// A message kind or an enumeration's value that this version does not
    /// know.
    UnknownTag,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} at byte {}", self.kind, self.at)
    }
}

impl std::error::Error for Error {}

/// At most this many digits in a length: more cannot be a length of
/// anything held in memory.
const MAX_LENGTH_DIGITS: usize = 19;

/// Reads fields one after another from a message's text.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader { text, at: 0 }
    }

    /// The byte the next field starts at.
    pub fn position(&self) -> usize {
        self.at
    }

    /// Whether every field has been read.
    pub fn is_empty(&self) -> bool {
        self.at >= self.text.len()
    }

    /// An error of `kind` at byte `at`.
    pub fn error(&self, at: usize, kind: ErrorKind) -> Error {
        Error { at, kind }
    }

    /// The next field's text, as it is.
    pub fn str(&mut self) -> Result<&'a str, Error> {
        let bytes = self.text.as_bytes();
        let start = self.at;
        let digits = bytes[start..]
            .iter()
            .take(MAX_LENGTH_DIGITS + 1)
            .take_while(|b| b.is_ascii_digit())
            .count();
        let colon = start + digits;
        match bytes.get(colon) {
            None if digits <= MAX_LENGTH_DIGITS => {
                return Err(self.error(start, ErrorKind::Truncated))
            }
            Some(b':') if (1..=MAX_LENGTH_DIGITS).contains(&digits) => {}
            _ => return Err(self.error(start, ErrorKind::BadLength)),
        }
        if digits > 1 && bytes[start] == b'0' {
            return Err(self.error(start, ErrorKind::BadLength));
        }
        // At most 19 digits, so it fits a u64 and never overflows.
        let length = bytes[start..colon]
            .iter()
            .fold(0u64, |n, b| n * 10 + u64::from(b - b'0'));
        let begin = colon + 1;
        let rest = (self.text.len() - begin) as u64;
        if length > rest {
            return Err(self.error(start, ErrorKind::Truncated));
        }
        let end = begin + length as usize;
        // `begin` follows an ASCII colon, so only the end can split a
        // character.
        let field = self
            .text
            .get(begin..end)
            .ok_or(self.error(start, ErrorKind::NotCharBoundary))?;
        self.at = end;
        Ok(field)
    }

    /// The next field as an unsigned integer: decimal digits, no leading
    /// zero (but `0` itself).
    pub fn uint(&mut self) -> Result<u64, Error> {
        let start = self.at;
        let field = self.str()?;
        digits(field.as_bytes()).map_err(|kind| self.error(start, kind))
    }

    /// The next field as an unsigned integer of type `T` (a `u8`, a `u32`,
    /// a `usize`…): [`ErrorKind::OutOfRange`] when it does not fit.
    pub fn uint_as<T: TryFrom<u64>>(&mut self) -> Result<T, Error> {
        let start = self.at;
        let n = self.uint()?;
        T::try_from(n).map_err(|_| self.error(start, ErrorKind::OutOfRange))
    }

    /// The next field as a signed integer: an optional `-` (never before a
    /// zero), then the digits of [`Reader::uint`].
    pub fn int(&mut self) -> Result<i64, Error> {
        let start = self.at;
        let field = self.str()?;
        let err = |kind| Error { at: start, kind };
        match field.as_bytes() {
            [b'-', magnitude @ ..] => {
                let m = digits(magnitude).map_err(err)?;
                if m == 0 {
                    return Err(err(ErrorKind::BadValue));
                }
                0i64.checked_sub_unsigned(m)
                    .ok_or(err(ErrorKind::OutOfRange))
            }
            magnitude => i64::try_from(digits(magnitude).map_err(err)?)
                .map_err(|_| err(ErrorKind::OutOfRange)),
        }
    }

    /// The next field as `1` (true) or `0` (false).
    pub fn bool(&mut self) -> Result<bool, Error> {
        let start = self.at;
        match self.str()? {
            "1" => Ok(true),
            "0" => Ok(false),
            _ => Err(self.error(start, ErrorKind::BadValue)),
        }
    }

    /// The next field as an exact number, exactly as [`Writer::rational`]
    /// writes it (reduced, `n` or `n/d` with `d > 1`).
    pub fn rational(&mut self) -> Result<Rational, Error> {
        let start = self.at;
        let field = self.str()?;
        let canonical = |q: &Rational| {
            // Written out, a number is never longer than any text that
            // reads as it, so this costs at most the field's size.
            q.to_string() == field
        };
        match field.parse::<Rational>() {
            Ok(q) if canonical(&q) => Ok(q),
            Ok(_) => Err(self.error(start, ErrorKind::BadValue)),
            Err(solver::Error::Number {
                problem: solver::NumberProblem::TooLarge,
                ..
            }) => Err(self.error(start, ErrorKind::OutOfRange)),
            Err(_) => Err(self.error(start, ErrorKind::BadValue)),
        }
    }

    /// A list's count, at most `max`, and at most what the rest of the text
    /// could hold at two bytes a field: a count never reserves memory the
    /// input does not pay for.
    pub fn count(&mut self, max: usize) -> Result<usize, Error> {
        let start = self.at;
        let n = self.uint()?;
        let room = (self.text.len() - self.at) / 2;
        if n > max as u64 || n > room as u64 {
            return Err(self.error(start, ErrorKind::OutOfRange));
        }
        Ok(n as usize)
    }

    /// A list written by [`Writer::list`]: its count (at most `max`), then
    /// each item as `each` reads it.
    pub fn list<T>(
        &mut self,
        max: usize,
        mut each: impl FnMut(&mut Reader<'a>) -> Result<T, Error>,
    ) -> Result<Vec<T>, Error> {
        let n = self.count(max)?;
        let mut items = Vec::with_capacity(n);
        for _ in 0..n {
            items.push(each(self)?);
        }
        Ok(items)
    }

    /// Ends the message: [`ErrorKind::Trailing`] when text is left.
    pub fn finish(self) -> Result<(), Error> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self.error(self.at, ErrorKind::Trailing))
        }
    }
}

/// Canonical decimal digits as a `u64`.
fn digits(bytes: &[u8]) -> Result<u64, ErrorKind> {
    if bytes.is_empty()
        || !bytes.iter().all(u8::is_ascii_digit)
        || (bytes.len() > 1 && bytes[0] == b'0')
    {
        return Err(ErrorKind::BadValue);
    }
    bytes.iter().try_fold(0u64, |n, b| {
        n.checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(b - b'0')))
            .ok_or(ErrorKind::OutOfRange)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(text: &str) -> Result<Vec<&str>, Error> {
        let mut r = Reader::new(text);
        let mut fields = Vec::new();
        while !r.is_empty() {
            fields.push(r.str()?);
        }
        Ok(fields)
    }

    #[test]
    fn fields_are_length_colon_bytes() {
        let mut w = Writer::new();
        w.str("abc").uint(7).str("").str("a:b3:c").str("点");
        assert_eq!(w.as_str(), "3:abc1:70:6:a:b3:c3:点");
        assert_eq!(
            read_all(w.as_str()).unwrap(),
            ["abc", "7", "", "a:b3:c", "点"]
        );
    }

    #[test]
    fn numbers_truth_and_fractions() {
        let mut w = Writer::new();
        w.uint(0)
            .uint(u64::MAX)
            .int(-5)
            .int(i64::MIN)
            .int(i64::MAX)
            .bool(true)
            .bool(false)
            .rational(Rational::new(-16, 6))
            .rational(Rational::from(24));
        let text = w.finish();
        let mut r = Reader::new(&text);
        assert_eq!(r.uint(), Ok(0));
        assert_eq!(r.uint(), Ok(u64::MAX));
        assert_eq!(r.int(), Ok(-5));
        assert_eq!(r.int(), Ok(i64::MIN));
        assert_eq!(r.int(), Ok(i64::MAX));
        assert_eq!(r.bool(), Ok(true));
        assert_eq!(r.bool(), Ok(false));
        assert_eq!(r.rational(), Ok(Rational::new(-8, 3)));
        assert_eq!(r.rational(), Ok(Rational::from(24)));
        assert_eq!(r.finish(), Ok(()));
    }

    #[test]
    fn lists_carry_their_count() {
        let mut w = Writer::new();
        w.list(&[3u64, 1, 4], |w, n| {
            w.uint(*n);
        });
        assert_eq!(w.as_str(), "1:31:31:11:4");
        let text = w.finish();
        let mut r = Reader::new(&text);
        assert_eq!(r.list(10, Reader::uint), Ok(vec![3, 1, 4]));
        assert_eq!(
            Reader::new(&text).list(2, Reader::uint),
            Err(Error {
                at: 0,
                kind: ErrorKind::OutOfRange
            })
        );
    }

    fn kind_of(text: &str, read: impl FnOnce(&mut Reader) -> Result<(), Error>) -> ErrorKind {
        let mut r = Reader::new(text);
        match read(&mut r) {
            Err(e) => e.kind,
            Ok(()) => panic!("{text:?} read"),
        }
    }

    #[test]
    fn each_problem_has_its_kind() {
        use ErrorKind::*;
        let field = |r: &mut Reader| r.str().map(drop);
        assert_eq!(kind_of("", field), Truncated);
        assert_eq!(kind_of("12", field), Truncated);
        assert_eq!(kind_of("5:abc", field), Truncated);
        assert_eq!(kind_of(":abc", field), BadLength);
        assert_eq!(kind_of("x:abc", field), BadLength);
        assert_eq!(kind_of("03:abc", field), BadLength);
        assert_eq!(kind_of("-1:", field), BadLength);
        assert_eq!(kind_of("99999999999999999999:", field), BadLength);
        assert_eq!(kind_of("9999999999999999999:", field), Truncated);
        assert_eq!(kind_of("1:点", field), NotCharBoundary);
        assert_eq!(kind_of("2:点", field), NotCharBoundary);
        let uint = |r: &mut Reader| r.uint().map(drop);
        assert_eq!(kind_of("0:", uint), BadValue);
        assert_eq!(kind_of("2:07", uint), BadValue);
        assert_eq!(kind_of("2:+7", uint), BadValue);
        assert_eq!(kind_of("2:-7", uint), BadValue);
        assert_eq!(kind_of("20:18446744073709551616", uint), OutOfRange);
        assert_eq!(
            kind_of("3:256", |r| r.uint_as::<u8>().map(drop)),
            OutOfRange
        );
        let int = |r: &mut Reader| r.int().map(drop);
        assert_eq!(kind_of("2:-0", int), BadValue);
        assert_eq!(kind_of("1:-", int), BadValue);
        assert_eq!(kind_of("20:-9223372036854775809", int), OutOfRange);
        assert_eq!(kind_of("19:9223372036854775808", int), OutOfRange);
        let boolean = |r: &mut Reader| r.bool().map(drop);
        assert_eq!(kind_of("1:2", boolean), BadValue);
        assert_eq!(kind_of("4:true", boolean), BadValue);
        let q = |r: &mut Reader| r.rational().map(drop);
        assert_eq!(kind_of("3:6/8", q), BadValue);
        assert_eq!(kind_of("3:3/1", q), BadValue);
        assert_eq!(kind_of("3:3/0", q), BadValue);
        assert_eq!(kind_of("2: 3", q), BadValue);
        assert_eq!(kind_of("2:-0", q), BadValue);
        assert_eq!(kind_of("4:3/-4", q), BadValue);
        assert_eq!(kind_of("1:x", q), BadValue);
        let huge = format!("{}:{}", 41, "9".repeat(41));
        assert_eq!(kind_of(&huge, q), OutOfRange);
        assert_eq!(
            kind_of("1:a1:b", |r| {
                r.str()?;
                r.clone().finish()
            }),
            Trailing
        );
        // A count larger than the rest could hold reserves nothing.
        assert_eq!(kind_of("2:501:x", |r| r.count(1000).map(drop)), OutOfRange);
    }

    #[test]
    fn errors_say_where() {
        let mut r = Reader::new("1:a2:0x");
        assert_eq!(r.str(), Ok("a"));
        assert_eq!(
            r.uint(),
            Err(Error {
                at: 3,
                kind: ErrorKind::BadValue
            })
        );
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    #[derive(Clone, Debug, PartialEq)]
    enum Value {
        Str(String),
        Uint(u64),
        Int(i64),
        Bool(bool),
        Rational(Rational),
        List(Vec<u64>),
    }

    fn value() -> impl Strategy<Value = Value> {
        prop_oneof![
            any::<String>().prop_map(Value::Str),
            "[0-9:]{0,12}".prop_map(Value::Str),
            any::<u64>().prop_map(Value::Uint),
            any::<i64>().prop_map(Value::Int),
            any::<bool>().prop_map(Value::Bool),
            (any::<i64>(), 1i64..i64::MAX)
                .prop_map(|(n, d)| Value::Rational(Rational::new(n.into(), d.into()))),
            proptest::collection::vec(any::<u64>(), 0..8).prop_map(Value::List),
        ]
    }

    fn write(values: &[Value]) -> String {
        let mut w = Writer::new();
        for v in values {
            match v {
                Value::Str(s) => w.str(s),
                Value::Uint(n) => w.uint(*n),
                Value::Int(n) => w.int(*n),
                Value::Bool(b) => w.bool(*b),
                Value::Rational(q) => w.rational(*q),
                Value::List(items) => w.list(items, |w, n| {
                    w.uint(*n);
                }),
            };
        }
        w.finish()
    }

    fn read(text: &str, like: &[Value]) -> Result<Vec<Value>, Error> {
        let mut r = Reader::new(text);
        let mut out = Vec::new();
        for v in like {
            out.push(match v {
                Value::Str(_) => Value::Str(r.str()?.to_string()),
                Value::Uint(_) => Value::Uint(r.uint()?),
                Value::Int(_) => Value::Int(r.int()?),
                Value::Bool(_) => Value::Bool(r.bool()?),
                Value::Rational(_) => Value::Rational(r.rational()?),
                Value::List(_) => Value::List(r.list(usize::MAX, Reader::uint)?),
            });
        }
        r.finish()?;
        Ok(out)
    }

    proptest! {
        #[test]
        fn every_value_round_trips(values in proptest::collection::vec(value(), 0..10)) {
            let text = write(&values);
            prop_assert_eq!(read(&text, &values), Ok(values));
        }

        #[test]
        fn a_cut_message_is_an_error_never_a_panic(
            values in proptest::collection::vec(value(), 1..6),
            cut in any::<proptest::sample::Index>(),
        ) {
            let text = write(&values);
            let cut = cut.index(text.len());
            if let Some(prefix) = text.get(..cut) {
                prop_assert!(read(prefix, &values).is_err());
            }
        }

        #[test]
        fn any_text_reads_as_fields_or_an_error(text in any::<String>()) {
            // Whatever reads as fields is written back byte for byte.
            let mut r = Reader::new(&text);
            let mut w = Writer::new();
            loop {
                if r.is_empty() {
                    prop_assert_eq!(w.as_str(), text.as_str());
                    break;
                }
                let at = r.position();
                match r.str() {
                    Ok(field) => {
                        w.str(field);
                    }
                    Err(e) => {
                        prop_assert_eq!(e.at, at);
                        break;
                    }
                }
            }
        }
    }
}
