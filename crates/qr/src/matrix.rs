//! A symbol's modules as they are laid out: the function patterns (finders,
//! timing, alignment, the format and version areas), the codewords in
//! their zigzag, a mask over the data modules, and the penalty the mask is
//! chosen by.
//!
//! Promise: only data modules are ever masked; the format and version
//! areas stay light until [`Matrix::draw_format`] and
//! [`Matrix::draw_version`] write them.

/// Where the alignment patterns' centres lie, per version from 2 (version 1
/// has none): every pair of these, but the three the finders cover.
const ALIGNMENT: [&[usize]; 10] = [
    &[],
    &[6, 18],
    &[6, 22],
    &[6, 26],
    &[6, 30],
    &[6, 34],
    &[6, 22, 38],
    &[6, 24, 42],
    &[6, 26, 46],
    &[6, 28, 50],
];

/// Level M's two bits in the format information.
const LEVEL_M: u32 = 0b00;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    pub size: usize,
    version: u8,
    dark: Vec<bool>,
    /// Function modules: never data, never masked.
    function: Vec<bool>,
}

impl Matrix {
    /// The function patterns of `version`, the rest light.
    pub fn new(version: u8) -> Matrix {
        let size = usize::from(version) * 4 + 17;
        let mut m = Matrix {
            size,
            version,
            dark: vec![false; size * size],
            function: vec![false; size * size],
        };
        for i in 0..size {
            m.set(6, i, i % 2 == 0);
            m.set(i, 6, i % 2 == 0);
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            m.finder(x, y);
        }
        let centres = ALIGNMENT[usize::from(version) - 1];
        let last = centres.len().saturating_sub(1);
        for (i, &x) in centres.iter().enumerate() {
            for (j, &y) in centres.iter().enumerate() {
                // The finders hold three corners; the fourth has a pattern.
                let end = |k: usize| k == 0 || k == last;
                let finder = end(i) && end(j) && (i, j) != (last, last);
                if !finder {
                    m.alignment(x, y);
                }
            }
        }
        // Reserved, light for now: the two copies of the format (around
        // the timing patterns), the dark module, and from version 7 the
        // two copies of the version.
        for i in (0..9).filter(|&i| i != 6) {
            m.set(8, i, false);
            m.set(i, 8, false);
        }
        for i in 0..8 {
            m.set(size - 1 - i, 8, false);
            m.set(8, size - 1 - i, false);
        }
        if version >= 7 {
            for i in 0..18 {
                m.set(size - 11 + i % 3, i / 3, false);
                m.set(i / 3, size - 11 + i % 3, false);
            }
        }
        m
    }

    pub fn get(&self, x: usize, y: usize) -> bool {
        self.dark[y * self.size + x]
    }

    /// Sets a function module.
    fn set(&mut self, x: usize, y: usize, dark: bool) {
        let at = y * self.size + x;
        self.dark[at] = dark;
        self.function[at] = true;
    }

    /// A finder pattern centred at (`x`, `y`), with its light separator.
    fn finder(&mut self, x: usize, y: usize) {
        for dy in -4i32..=4 {
            for dx in -4i32..=4 {
                let (xx, yy) = (x as i32 + dx, y as i32 + dy);
                let inside =
                    (0..self.size as i32).contains(&xx) && (0..self.size as i32).contains(&yy);
                if inside {
                    let ring = dx.abs().max(dy.abs());
                    self.set(xx as usize, yy as usize, ring != 2 && ring != 4);
                }
            }
        }
    }

    /// An alignment pattern centred at (`x`, `y`).
    fn alignment(&mut self, x: usize, y: usize) {
        for dy in -2i32..=2 {
            for dx in -2i32..=2 {
                let ring = dx.abs().max(dy.abs());
                self.set(
                    (x as i32 + dx) as usize,
                    (y as i32 + dy) as usize,
                    ring != 1,
                );
            }
        }
    }

    /// The codewords, most significant bit first, up and down two columns
    /// at a time from the bottom right, skipping the vertical timing
    /// pattern; data modules left over stay light.
    pub fn draw_codewords(&mut self, codewords: &[u8]) {
        let n = self.size;
        let bits = codewords.len() * 8;
        let mut i = 0;
        let mut right = n - 1;
        loop {
            if right == 6 {
                right = 5;
            }
            let upward = (right + 1) & 2 == 0;
            for vert in 0..n {
                let y = if upward { n - 1 - vert } else { vert };
                for x in [right, right - 1] {
                    let at = y * n + x;
                    if !self.function[at] && i < bits {
                        self.dark[at] = (codewords[i / 8] >> (7 - i % 8)) & 1 == 1;
                        i += 1;
                    }
                }
            }
            if right < 2 {
                break;
            }
            right -= 2;
        }
    }

    /// Flips the data modules that mask `mask` (0 to 7) selects.
    pub fn apply_mask(&mut self, mask: u8) {
        let n = self.size;
        for y in 0..n {
            for x in 0..n {
                let flip = match mask {
                    0 => (x + y) % 2 == 0,
                    1 => y % 2 == 0,
                    2 => x % 3 == 0,
                    3 => (x + y) % 3 == 0,
                    4 => (x / 3 + y / 2) % 2 == 0,
                    5 => x * y % 2 + x * y % 3 == 0,
                    6 => (x * y % 2 + x * y % 3) % 2 == 0,
                    _ => ((x + y) % 2 + x * y % 3) % 2 == 0,
                };
                let at = y * n + x;
                if flip && !self.function[at] {
                    self.dark[at] = !self.dark[at];
                }
            }
        }
    }

    /// The format information (level M, `mask`), both copies, and the
    /// dark module.
    pub fn draw_format(&mut self, mask: u8) {
        let data = (LEVEL_M << 3) | u32::from(mask);
        let mut rem = data;
        for _ in 0..10 {
            rem = (rem << 1) ^ ((rem >> 9) * 0x537);
        }
        let bits = ((data << 10) | rem) ^ 0x5412;
        let bit = |i: usize| (bits >> i) & 1 == 1;
        let n = self.size;
        for i in 0..6 {
            self.set(8, i, bit(i));
        }
        self.set(8, 7, bit(6));
        self.set(8, 8, bit(7));
        self.set(7, 8, bit(8));
        for i in 9..15 {
            self.set(14 - i, 8, bit(i));
        }
        for i in 0..8 {
            self.set(n - 1 - i, 8, bit(i));
        }
        for i in 8..15 {
            self.set(8, n - 15 + i, bit(i));
        }
        self.set(8, n - 8, true);
    }

    /// The version information, both copies, from version 7.
    pub fn draw_version(&mut self) {
        if self.version < 7 {
            return;
        }
        let data = u32::from(self.version);
        let mut rem = data;
        for _ in 0..12 {
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25);
        }
        let bits = (data << 12) | rem;
        let n = self.size;
        for i in 0..18 {
            let dark = (bits >> i) & 1 == 1;
            self.set(n - 11 + i % 3, i / 3, dark);
            self.set(i / 3, n - 11 + i % 3, dark);
        }
    }

    /// The standard's penalty: runs of five or more alike, 2×2 blocks
    /// alike, finder-like patterns, and the dark share's distance from half.
    pub fn penalty(&self) -> u32 {
        let n = self.size;
        let rows = |y: usize| (0..n).map(move |x| self.get(x, y));
        let columns = |x: usize| (0..n).map(move |y| self.get(x, y));
        let mut score = 0;
        for i in 0..n {
            score += runs(rows(i)) + runs(columns(i));
            score += finder_like(&rows(i).collect::<Vec<_>>());
            score += finder_like(&columns(i).collect::<Vec<_>>());
        }
        for y in 0..n - 1 {
            for x in 0..n - 1 {
                let c = self.get(x, y);
                if c == self.get(x + 1, y) && c == self.get(x, y + 1) && c == self.get(x + 1, y + 1)
                {
                    score += 3;
                }
            }
        }
        let dark = self.dark.iter().filter(|&&d| d).count();
        let total = n * n;
        score + ((20 * dark).abs_diff(10 * total) / total) as u32 * 10
    }
}

/// Rule 1 on a line: each run of five or more alike costs its length less 2.
fn runs(line: impl Iterator<Item = bool>) -> u32 {
    let mut score = 0;
    let mut last = None;
    let mut len = 0u32;
    for c in line {
        if Some(c) == last {
            len += 1;
        } else {
            if len >= 5 {
                score += len - 2;
            }
            last = Some(c);
            len = 1;
        }
    }
    if len >= 5 {
        score += len - 2;
    }
    score
}

/// Rule 3 on a line: 40 for each 1:1:3:1:1 pattern with four light modules
/// on one side (`10111010000` or `00001011101`).
fn finder_like(line: &[bool]) -> u32 {
    const ONE: [bool; 11] = pattern(*b"10111010000");
    const TWO: [bool; 11] = pattern(*b"00001011101");
    line.windows(11)
        .filter(|w| *w == ONE.as_slice() || *w == TWO.as_slice())
        .count() as u32
        * 40
}

const fn pattern(text: [u8; 11]) -> [bool; 11] {
    let mut out = [false; 11];
    let mut i = 0;
    while i < 11 {
        out[i] = text[i] == b'1';
        i += 1;
    }
    out
}
