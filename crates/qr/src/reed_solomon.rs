//! Reed–Solomon error correction over GF(2^8) with the QR code's field
//! polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D): the generator polynomial
//! of a degree, and the remainder a block's data leaves when divided by it.

/// The product of two field elements (Russian peasant multiplication).
fn multiply(x: u8, y: u8) -> u8 {
    let mut z: u16 = 0;
    for i in (0..8).rev() {
        z = (z << 1) ^ ((z >> 7) * 0x11D);
        z ^= ((u16::from(y) >> i) & 1) * u16::from(x);
    }
    z as u8
}

/// The generator polynomial of `degree`, (x − α^0)(x − α^1)…, without its
/// leading 1, highest power first.
pub fn divisor(degree: usize) -> Vec<u8> {
    let mut result = vec![0u8; degree];
    if let Some(last) = result.last_mut() {
        *last = 1;
    }
    let mut root = 1u8;
    for _ in 0..degree {
        for j in 0..degree {
            result[j] = multiply(result[j], root);
            if j + 1 < degree {
                result[j] ^= result[j + 1];
            }
        }
        root = multiply(root, 0x02);
    }
    result
}

/// The error correction codewords of `data` for `divisor`.
pub fn remainder(data: &[u8], divisor: &[u8]) -> Vec<u8> {
    let mut result = vec![0u8; divisor.len()];
    for &b in data {
        let factor = b ^ result.first().copied().unwrap_or(0);
        result.rotate_left(1);
        if let Some(last) = result.last_mut() {
            *last = 0;
        }
        for (r, &d) in result.iter_mut().zip(divisor) {
            *r ^= multiply(d, factor);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_field_multiplies_by_its_polynomial() {
        assert_eq!(multiply(0x02, 0x80), 0x1D);
        assert_eq!(multiply(0x53, 0x01), 0x53);
        assert_eq!(multiply(0, 0xFF), 0);
        // α^255 = 1: doubling 255 times comes back.
        let mut x = 1u8;
        for _ in 0..255 {
            x = multiply(x, 2);
        }
        assert_eq!(x, 1);
    }

    #[test]
    fn a_known_block() {
        // The standard's worked example (ISO/IEC 18004, annex I): "01234567"
        // in version 1-M, whose ten error correction codewords are these.
        let data = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
            0xEC, 0x11,
        ];
        assert_eq!(
            remainder(&data, &divisor(10)),
            [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55]
        );
    }
}
