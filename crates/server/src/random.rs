//! The server's random draws, from the operating system's source
//! (getrandom): room codes and seat tokens.
//!
//! A room code's characters are drawn uniformly from the 31 of
//! [`protocol::room::code::ALPHABET`] by rejection sampling: a byte below
//! 248 (8 × 31) gives `byte % 31`, any other is drawn again, so no
//! character is favoured. Six of them: log2(31^6) = 29.73 bits (see
//! `protocol::room::code`). A token is 128 random bits in hexadecimal.

use protocol::room::code::{ALPHABET, LENGTH};
use protocol::room::RoomCode;

/// The largest multiple of the alphabet's size that a byte holds.
const ZONE: u8 = (256 / ALPHABET.len() * ALPHABET.len()) as u8;

/// A uniformly random room code from `random`.
pub fn room_code(random: &mut impl FnMut(&mut [u8])) -> RoomCode {
    let mut indices = [0u8; LENGTH];
    let mut filled = 0;
    let mut bytes = [0u8; 16];
    while filled < LENGTH {
        random(&mut bytes);
        for &b in &bytes {
            if b < ZONE && filled < LENGTH {
                indices[filled] = b % ALPHABET.len() as u8;
                filled += 1;
            }
        }
    }
    // Every index is below the alphabet's size.
    RoomCode::from_indices(indices).expect("indices within the alphabet")
}

/// Fills `buf` from the operating system's random source. Should it ever
/// fail, what is left is still a valid draw, only a predictable one.
pub fn os(buf: &mut [u8]) {
    let _ = getrandom::fill(buf);
}

/// A seat token: 32 hexadecimal digits of 128 random bits.
pub fn token(random: &mut impl FnMut(&mut [u8])) -> String {
    let mut bytes = [0u8; 16];
    random(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_past_the_even_zone_are_drawn_again() {
        assert_eq!(ZONE, 248);
        // 248..=255 are thrown away; 0, 30, 31, 247, 1, 60 give 2, Z, 2, Z, 3, Y.
        let script = [255u8, 248, 0, 30, 31, 247, 250, 1, 60];
        let mut calls = 0;
        let mut random = |buf: &mut [u8]| {
            for (i, b) in buf.iter_mut().enumerate() {
                *b = *script.get(i).unwrap_or(&255);
            }
            calls += 1;
        };
        assert_eq!(room_code(&mut random).as_str(), "2Z2Z3Y");
        assert_eq!(calls, 1);
    }

    #[test]
    fn every_character_is_drawn_about_as_often() {
        let mut counts = [0u32; 31];
        for _ in 0..3100 {
            let code = room_code(&mut os);
            for c in code.as_str().bytes() {
                counts[ALPHABET.iter().position(|&a| a == c).unwrap()] += 1;
            }
        }
        // 600 expected each; a fair source strays by far less than this.
        for (i, n) in counts.iter().enumerate() {
            assert!((450..750).contains(n), "{}: {n}", ALPHABET[i] as char);
        }
    }

    #[test]
    fn tokens_are_hex_and_differ() {
        let a = token(&mut os);
        let b = token(&mut os);
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
