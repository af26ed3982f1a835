//! A small seeded random source (xorshift64*) and the pieces every
//! generator draws from. The same seed gives the same inputs, so a failure
//! can be replayed with `--seed`.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // Zero is xorshift's one fixed point; mix the seed so that small
        // seeds differ from the first draw on.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`); the bias of a modulus is irrelevant here.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i128, hi: i128) -> i128 {
        let span = (hi - lo) as u128 + 1;
        let r = (u128::from(self.next_u64()) << 64 | u128::from(self.next_u64())) % span;
        lo + r as i128
    }

    /// True with probability `1 / n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// Fills `buf`: a random source in the shape `cards::deal` takes.
    pub fn fill(&mut self, buf: &mut [u8]) {
        for b in buf {
            *b = self.next_u64() as u8;
        }
    }

    /// Text of up to `max` pieces, each drawn from `pieces`.
    pub fn text(&mut self, pieces: &[&str], max: usize) -> String {
        let n = self.below(max + 1);
        (0..n).map(|_| *self.pick(pieces)).collect()
    }

    /// An integer with a random number of bits up to `bits`, either sign.
    pub fn int(&mut self, bits: u32) -> i128 {
        let b = 1 + self.below(bits.clamp(1, 126) as usize) as u32;
        let top = (1i128 << b) - 1;
        self.range(-top, top)
    }
}

/// Pieces of text that parsers meet: digits, signs, separators, other
/// scripts, and the odd very long number.
pub const NOISE: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "8",
    "9",
    "10",
    "13",
    "24",
    "-",
    "+",
    "/",
    "*",
    " ",
    "  ",
    "\t",
    "(",
    ")",
    "[",
    "]",
    "−",
    "×",
    "÷",
    "x",
    ".",
    ",",
    ";",
    "=",
    "&",
    "?",
    "%",
    "%20",
    "%2F",
    "a",
    "A",
    "t",
    "j",
    "Q",
    "k",
    "s",
    "h",
    "d",
    "c",
    "_",
    "é",
    "点",
    "🂡",
    "\u{0}",
    "\u{fffd}",
    "\u{200b}",
    "99999999999999999999",
    "170141183460469231731687303715884105727",
    "170141183460469231731687303715884105728",
    "00000000000000000000000001",
];
