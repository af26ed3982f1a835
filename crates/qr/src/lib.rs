//! QR codes (ISO/IEC 18004) for a room's join link, drawn as SVG.
//!
//! Only what a link needs: byte mode, error correction level M (15% of the
//! symbol may be lost), versions 1 to 10 (21 to 57 modules a side, up to
//! 213 bytes: `https://host/?room=K7M2QX` fits version 3 with a host of up
//! to 24 characters). The smallest version that holds the data is used, and
//! the mask with the lowest penalty by the standard's four rules, counted
//! as the reference encoder (Python's `qrcode`) counts them: with the
//! format and version areas blank.
//!
//! Promises: [`Qr::encode`] returns `None` only for data past version 10's
//! capacity; the symbol is the standard's, module for module (the tests pin
//! symbols made by the reference encoder); [`Qr::svg_path`] draws every
//! dark module, one subpath per run of dark modules in a row, inside a
//! quiet zone of [`QUIET`] modules.

mod matrix;
mod reed_solomon;
#[cfg(test)]
mod tests;

use matrix::Matrix;

/// The most data a version 10 symbol at level M holds, in bytes.
pub const MAX_BYTES: usize = 213;

/// The light margin around a symbol, in modules, as the standard asks.
pub const QUIET: usize = 4;

/// Versions 1 to 10 at level M: (all codewords, error correction codewords
/// per block, blocks).
const VERSIONS: [(usize, usize, usize); 10] = [
    (26, 10, 1),
    (44, 16, 1),
    (70, 26, 1),
    (100, 18, 2),
    (134, 24, 2),
    (172, 16, 4),
    (196, 18, 4),
    (242, 22, 4),
    (292, 22, 5),
    (346, 26, 5),
];

/// A QR code symbol: a square of dark and light modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    version: u8,
    mask: u8,
    matrix: Matrix,
}

impl Qr {
    /// The symbol for `data`, with the best mask; `None` past
    /// [`MAX_BYTES`].
    pub fn encode(data: &[u8]) -> Option<Qr> {
        Qr::encode_with(data, None)
    }

    /// The symbol for `data` with mask `mask` (0 to 7), or the best one.
    fn encode_with(data: &[u8], mask: Option<u8>) -> Option<Qr> {
        let version = (1..=10u8).find(|&v| data.len() <= capacity(v))?;
        let codewords = interleave(version, &data_codewords(version, data));
        let mut base = Matrix::new(version);
        base.draw_codewords(&codewords);
        let score = |m: u8| {
            let mut trial = base.clone();
            trial.apply_mask(m);
            trial.penalty()
        };
        let mask = mask.unwrap_or_else(|| (0..8).min_by_key(|&m| score(m)).unwrap_or(0));
        let mut matrix = base;
        matrix.apply_mask(mask);
        matrix.draw_format(mask);
        matrix.draw_version();
        Some(Qr {
            version,
            mask,
            matrix,
        })
    }

    /// Modules a side, without the quiet zone.
    pub fn size(&self) -> usize {
        self.matrix.size
    }

    pub fn version(&self) -> u8 {
        self.version
    }

    pub fn mask(&self) -> u8 {
        self.mask
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn dark(&self, x: usize, y: usize) -> bool {
        self.matrix.get(x, y)
    }

    /// The side of the SVG's `viewBox`, quiet zone included: one unit a
    /// module.
    pub fn side(&self) -> usize {
        self.size() + 2 * QUIET
    }

    /// The path data (`d`) that draws the dark modules in a `viewBox` of
    /// [`Qr::side`] units: `M5 4h3v1h-3z` for three dark modules from
    /// column 1 of row 0.
    pub fn svg_path(&self) -> String {
        let mut d = String::new();
        let n = self.size();
        for y in 0..n {
            let mut x = 0;
            while x < n {
                if !self.dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < n && self.dark(x, y) {
                    x += 1;
                }
                let run = x - start;
                d.push_str(&format!("M{} {}h{run}v1h-{run}z", start + QUIET, y + QUIET));
            }
        }
        d
    }
}

/// Bytes a version holds in byte mode: its data bits less the mode and the
/// count.
fn capacity(version: u8) -> usize {
    (data_len(version) * 8 - 4 - count_bits(version)) / 8
}

/// The character count's width in byte mode.
fn count_bits(version: u8) -> usize {
    if version < 10 {
        8
    } else {
        16
    }
}

/// The version's (all codewords, error correction per block, blocks).
fn layout(version: u8) -> (usize, usize, usize) {
    VERSIONS[usize::from(version - 1)]
}

/// Data codewords of a version.
fn data_len(version: u8) -> usize {
    let (total, ecc, blocks) = layout(version);
    total - ecc * blocks
}

/// The data as codewords: the byte mode indicator, the count, the bytes,
/// a terminator, then the pad bytes 0xEC and 0x11 by turns.
fn data_codewords(version: u8, data: &[u8]) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.push(0b0100, 4);
    bits.push(data.len() as u32, count_bits(version));
    for &b in data {
        bits.push(u32::from(b), 8);
    }
    let room = data_len(version) * 8;
    let terminator = (room - bits.len).min(4);
    bits.push(0, terminator);
    bits.push(0, (8 - bits.len % 8) % 8);
    let mut words = bits.bytes;
    for pad in [0xEC, 0x11].into_iter().cycle() {
        if words.len() >= data_len(version) {
            break;
        }
        words.push(pad);
    }
    words
}

/// The data split into the version's blocks, each followed by its error
/// correction, then read out interleaved: the first codeword of every
/// block, then the second, and so on (the longer blocks come last and
/// have one data codeword more).
fn interleave(version: u8, data: &[u8]) -> Vec<u8> {
    let (total, ecc_len, blocks) = layout(version);
    let short = blocks - total % blocks;
    let short_len = total / blocks - ecc_len;
    let divisor = reed_solomon::divisor(ecc_len);
    let mut split = Vec::with_capacity(blocks);
    let mut at = 0;
    for i in 0..blocks {
        let len = short_len + usize::from(i >= short);
        let part = &data[at..at + len];
        at += len;
        split.push((part, reed_solomon::remainder(part, &divisor)));
    }
    let mut out = Vec::with_capacity(total);
    for i in 0..=short_len {
        for (part, _) in &split {
            if let Some(&b) = part.get(i) {
                out.push(b);
            }
        }
    }
    for i in 0..ecc_len {
        out.extend(split.iter().map(|(_, ecc)| ecc[i]));
    }
    out
}

/// Bits appended most significant first.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, width: usize) {
        for i in (0..width).rev() {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            if (value >> i) & 1 == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }
}
