//! Room codes: six characters from an alphabet without look-alikes, read in
//! any case.
//!
//! The alphabet is the digits 2–9 and the capital letters but I, L and O
//! (`23456789ABCDEFGHJKMNPQRSTUVWXYZ`): no 0/O, no 1/I/L. Its 31 symbols
//! give 31^6 = 887,503,681 codes, log2(31^6) = 29.73 bits of entropy for a
//! uniformly drawn code (the server draws each character uniformly from
//! the operating system's random source, by rejection sampling). That is
//! just under 30 bits; a seventh character would give 34.7. What protects
//! a room from a stranger is rather the server's bound on guesses: each
//! address may try only a few unknown codes a minute.
//!
//! Promises: [`RoomCode::parse`] accepts exactly the codes of six alphabet
//! characters, ignoring case and surrounding whitespace; a [`RoomCode`]
//! always holds a valid code in upper case.

use std::fmt;

/// The characters a code is made of.
pub const ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Characters in a code.
pub const LENGTH: usize = 6;

/// How many codes there are: 31^6.
pub const COUNT: u64 = 887_503_681;

/// A valid room code, in upper case.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoomCode([u8; LENGTH]);

impl RoomCode {
    /// Reads a code as a person may type it: any case, with spaces around.
    pub fn parse(text: &str) -> Option<RoomCode> {
        let text = text.trim().as_bytes();
        let mut code = [0u8; LENGTH];
        if text.len() != LENGTH {
            return None;
        }
        for (slot, &b) in code.iter_mut().zip(text) {
            let up = b.to_ascii_uppercase();
            if !ALPHABET.contains(&up) {
                return None;
            }
            *slot = up;
        }
        Some(RoomCode(code))
    }

    /// The code whose characters are `ALPHABET[i]` for each of `indices`
    /// (each below 31): how the server makes one from random draws.
    pub fn from_indices(indices: [u8; LENGTH]) -> Option<RoomCode> {
        let mut code = [0u8; LENGTH];
        for (slot, i) in code.iter_mut().zip(indices) {
            *slot = *ALPHABET.get(usize::from(i))?;
        }
        Some(RoomCode(code))
    }

    /// The code in upper case.
    pub fn as_str(&self) -> &str {
        // Only alphabet bytes, all ASCII, are ever stored.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RoomCode({})", self.as_str())
    }
}

impl crate::wire::Wire for RoomCode {
    fn write(&self, w: &mut crate::codec::Writer) {
        w.str(self.as_str());
    }

    /// Only the canonical form (upper case, no spaces) is read.
    fn read(r: &mut crate::codec::Reader<'_>) -> Result<Self, crate::codec::Error> {
        let at = r.position();
        let text = r.str()?;
        RoomCode::parse(text)
            .filter(|c| c.as_str() == text)
            .ok_or(r.error(at, crate::codec::ErrorKind::BadValue))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_has_no_look_alikes() {
        assert_eq!(ALPHABET.len(), 31);
        for b in b"01OIL" {
            assert!(!ALPHABET.contains(b));
        }
        let mut sorted = ALPHABET.to_vec();
        sorted.dedup();
        assert_eq!(sorted.len(), 31);
        assert_eq!(31u64.pow(LENGTH as u32), COUNT);
        // 29.73 bits: just under 30.
        let bits = (COUNT as f64).log2();
        assert!((29.72..29.73).contains(&bits), "{bits}");
    }

    #[test]
    fn codes_read_in_any_case() {
        let code = RoomCode::parse(" k7m2qx\n").unwrap();
        assert_eq!(code.as_str(), "K7M2QX");
        assert_eq!(RoomCode::parse("K7M2QX"), Some(code));
        for bad in [
            "K7M2Q", "K7M2QXX", "K7M2Q0", "K7M2QO", "K7M2QI", "K7M2Ql", "K7M2Q1", "K7M2Q点", "",
        ] {
            assert_eq!(RoomCode::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn codes_from_indices() {
        assert_eq!(
            RoomCode::from_indices([0, 1, 8, 9, 29, 30])
                .unwrap()
                .as_str(),
            "23ABYZ"
        );
        assert_eq!(RoomCode::from_indices([0, 0, 0, 0, 0, 31]), None);
    }
}
