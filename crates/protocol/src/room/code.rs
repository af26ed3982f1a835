//! Room codes: six characters of Crockford's base 32, read in any case and
//! forgiving its look-alikes.
//!
//! The alphabet is the ten digits and the capital letters but I, L, O and U
//! (`0123456789ABCDEFGHJKMNPQRSTVWXYZ`). Its 32 symbols give 32^6 =
//! 1,073,741,824 codes, exactly 30 bits of entropy for a uniformly drawn
//! code (the server draws each character uniformly from the operating
//! system's random source). A code is never written with I, L, O or U, and
//! one typed with them still reads: O as 0, and I or L as 1, as in
//! Crockford's scheme, so the look-alikes cannot lead a player astray. (U
//! is left out so that no code spells a rude English word by chance; it
//! reads as nothing.) What protects a room from a stranger beyond the code
//! is the server's bound on guesses: each address may try only a few
//! unknown codes a minute.
//!
//! Promises: [`RoomCode::parse`] accepts exactly the texts of six alphabet
//! characters or their look-alikes, ignoring case and surrounding
//! whitespace; a [`RoomCode`] always holds a valid code in upper case.

use std::fmt;

/// The characters a code is made of.
pub const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Characters in a code.
pub const LENGTH: usize = 6;

/// How many codes there are: 32^6 = 2^30.
pub const COUNT: u64 = 1_073_741_824;

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
            let up = match b.to_ascii_uppercase() {
                b'O' => b'0',
                b'I' | b'L' => b'1',
                up => up,
            };
            if !ALPHABET.contains(&up) {
                return None;
            }
            *slot = up;
        }
        Some(RoomCode(code))
    }

    /// The code whose characters are `ALPHABET[i]` for each of `indices`
    /// (each below 32): how the server makes one from random draws.
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
    fn the_alphabet_has_no_look_alikes_and_30_bits() {
        assert_eq!(ALPHABET.len(), 32);
        for b in b"OILU" {
            assert!(!ALPHABET.contains(b));
        }
        let mut sorted = ALPHABET.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 32);
        assert_eq!(32u64.pow(LENGTH as u32), COUNT);
        assert_eq!(COUNT, 1 << 30);
    }

    #[test]
    fn look_alikes_read_as_what_they_look_like() {
        let code = RoomCode::parse("k7m2qo").unwrap();
        assert_eq!(code.as_str(), "K7M2Q0");
        assert_eq!(RoomCode::parse("K7M2Qi"), RoomCode::parse("K7M2Q1"));
        assert_eq!(RoomCode::parse("K7M2QL"), RoomCode::parse("K7M2Q1"));
        // Only the canonical form is read off the wire.
        use crate::wire::Wire;
        let mut w = crate::codec::Writer::default();
        w.str("K7M2QO");
        let text = w.finish();
        assert!(RoomCode::read(&mut crate::codec::Reader::new(&text)).is_err());
    }

    #[test]
    fn codes_read_in_any_case() {
        let code = RoomCode::parse(" k7m2qx\n").unwrap();
        assert_eq!(code.as_str(), "K7M2QX");
        assert_eq!(RoomCode::parse("K7M2QX"), Some(code));
        for bad in [
            "K7M2Q", "K7M2QXX", "K7M2QU", "K7M2Qu", "K7M2Q-", "K7M2Q点", "",
        ] {
            assert_eq!(RoomCode::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn codes_from_indices() {
        assert_eq!(
            RoomCode::from_indices([0, 1, 10, 17, 26, 31])
                .unwrap()
                .as_str(),
            "01AHTZ"
        );
        assert_eq!(RoomCode::from_indices([0, 0, 0, 0, 0, 32]), None);
    }
}
