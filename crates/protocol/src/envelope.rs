//! What every message of every protocol starts with: its protocol's
//! version, then its name; and what reading one may fail with.
//!
//! Promises: a message of another version reads no further than its
//! version ([`DecodeError::OtherVersion`]), in every version, so a page of
//! another build always learns it must reload; a message reads only when
//! nothing is left after it.

use crate::codec::{self, Reader, Writer};

/// Why a message does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// It was written by another version of the protocol: reload.
    OtherVersion(u64),
    /// It is malformed.
    Codec(codec::Error),
}

impl From<codec::Error> for DecodeError {
    fn from(e: codec::Error) -> DecodeError {
        DecodeError::Codec(e)
    }
}

/// A message's text: `version`, its name `tag`, then what `body` writes.
pub(crate) fn encode(version: u64, tag: &str, body: impl FnOnce(&mut Writer)) -> String {
    let mut w = Writer::new();
    w.uint(version).str(tag);
    body(&mut w);
    w.finish()
}

/// Reads a message of `version`: the version (another one stops here), then
/// `body` reads the rest from the message's name (at the byte it is given),
/// and nothing may be left after it.
pub(crate) fn decode<T>(
    version: u64,
    text: &str,
    body: impl FnOnce(&mut Reader<'_>, usize) -> Result<T, codec::Error>,
) -> Result<T, DecodeError> {
    let mut r = Reader::new(text);
    let found = r.uint()?;
    if found != version {
        return Err(DecodeError::OtherVersion(found));
    }
    let at = r.position();
    let msg = body(&mut r, at)?;
    r.finish()?;
    Ok(msg)
}
