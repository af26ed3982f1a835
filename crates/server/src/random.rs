//! The server's random draws, from the operating system's source
//! (getrandom): room codes and seat tokens.
//!
//! A room code's characters are drawn uniformly from the 32 of
//! [`protocol::room::code::ALPHABET`]: a random byte's value modulo 32,
//! which favours none, as 32 divides 256. Six of them: 30 bits (see
//! `protocol::room::code`). A token is 128 random bits in hexadecimal.

use protocol::room::code::{ALPHABET, LENGTH};
use protocol::room::RoomCode;

// A byte modulo the alphabet's size is uniform only when the size divides
// 256.
const _: () = assert!(256 % ALPHABET.len() == 0);

/// A uniformly random room code from `random`.
pub fn room_code(random: &mut impl FnMut(&mut [u8])) -> RoomCode {
    let mut bytes = [0u8; LENGTH];
    random(&mut bytes);
    let indices = bytes.map(|b| (usize::from(b) % ALPHABET.len()) as u8);
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

/// The indices `0..n` in a uniformly random order (Fisher and Yates).
pub fn shuffled(n: usize, random: &mut impl FnMut(&mut [u8])) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = cards::below(u32::try_from(i + 1).unwrap_or(u32::MAX), random) as usize;
        order.swap(i, j);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_gives_its_value_modulo_32() {
        let mut random = |buf: &mut [u8]| buf.copy_from_slice(&[255, 0, 31, 32, 63, 74]);
        assert_eq!(room_code(&mut random).as_str(), "Z0Z0ZA");
    }

    #[test]
    fn every_character_is_drawn_about_as_often() {
        let mut counts = [0u32; 32];
        for _ in 0..3200 {
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
