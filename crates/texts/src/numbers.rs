//! Numbers as each language writes them: counts ("361,402" in English,
//! "361.402" in German, "361 402" in French), times in tenths of a second
//! ("12.4", "12,4") and percentages ("74.8%", "74,8 %").
//!
//! The page installs the browser's `Intl.NumberFormat` with [`set_format`],
//! so that each language's own rules apply; natively (tests, the start page
//! rendered at build time) a small deterministic fallback writes the same
//! for every number the page shows. Numbers travel as integers with a
//! count of decimals ([`Number`]): Rust's float formatting would add
//! kilobytes to the page's wasm.

use lang::Lang;
use std::sync::OnceLock;

/// A number to write: `units / 10^decimals`, with exactly `decimals`
/// digits after the decimal sign; that many percent when `percent`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    pub units: u128,
    pub decimals: u8,
    pub percent: bool,
}

/// Writes a [`Number`] in the language of a BCP 47 tag (a language's
/// [`Lang::tag`]).
pub type Format = fn(&'static str, Number) -> String;

static FORMAT: OnceLock<Format> = OnceLock::new();

/// Puts `format` in the place of the fallback, for the rest of the run;
/// the first call wins.
pub fn set_format(format: Format) {
    let _ = FORMAT.set(format);
}

/// How a language writes numbers: the first of the traits through which
/// the texts speak for a [`Lang`] (which is defined below them, in
/// `crates/lang`, so that the link and the state can name one), and the
/// only one that says which language it is.
pub trait Numbers: Copy {
    /// The language itself.
    fn lang(self) -> Lang;

    /// `n` as this language writes it, by the installed format or the
    /// fallback.
    fn write_number(self, n: Number) -> String {
        match FORMAT.get() {
            Some(format) => format(self.lang().tag(), n),
            None => fallback(self.lang(), n),
        }
    }

    /// A count: "361,402", "361.402", "361 402".
    fn number(self, n: impl Into<u128>) -> String {
        self.write_number(Number {
            units: n.into(),
            decimals: 0,
            percent: false,
        })
    }

    /// A time in tenths of a second, without its unit: "12.4", "12,4".
    fn tenths(self, tenths: u32) -> String {
        self.write_number(Number {
            units: tenths.into(),
            decimals: 1,
            percent: false,
        })
    }
}

impl Numbers for Lang {
    fn lang(self) -> Lang {
        self
    }
}

/// How the fallback writes one language's numbers: its group separator,
/// the fewest digits that are grouped, its decimal sign, and what comes
/// between a percentage and its sign. As `Intl.NumberFormat` writes them.
struct Style {
    group: &'static str,
    group_from: usize,
    decimal: char,
    percent: &'static str,
}

fn style(lang: Lang) -> Style {
    // Spanish groups only from five digits ("1820", "12.345"); French
    // groups with a narrow no-break space; the Latin-script languages put a
    // no-break space before the percent sign.
    match lang {
        Lang::En | Lang::Zh | Lang::ZhHant | Lang::Ja | Lang::Ko => Style {
            group: ",",
            group_from: 4,
            decimal: '.',
            percent: "%",
        },
        Lang::Es => Style {
            group: ".",
            group_from: 5,
            decimal: ',',
            percent: "\u{a0}%",
        },
        Lang::Fr => Style {
            group: "\u{202f}",
            group_from: 4,
            decimal: ',',
            percent: "\u{a0}%",
        },
        Lang::De => Style {
            group: ".",
            group_from: 4,
            decimal: ',',
            percent: "\u{a0}%",
        },
    }
}

/// The deterministic writing of `n` in `lang`, for native builds.
pub fn fallback(lang: Lang, n: Number) -> String {
    let style = style(lang);
    let scale = 10u128.pow(n.decimals.into());
    let whole = (n.units / scale).to_string();
    let mut out = String::with_capacity(whole.len() * 2);
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && whole.len() >= style.group_from && (whole.len() - i) % 3 == 0 {
            out.push_str(style.group);
        }
        out.push(c);
    }
    if n.decimals > 0 {
        out.push(style.decimal);
        let width = n.decimals.into();
        out.push_str(&format!("{:0width$}", n.units % scale));
    }
    if n.percent {
        out.push_str(style.percent);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(n: u128) -> Number {
        Number {
            units: n,
            decimals: 0,
            percent: false,
        }
    }

    #[test]
    fn counts_are_grouped_as_each_language_groups_them() {
        let cases = [
            (Lang::En, 361_402, "361,402"),
            (Lang::En, 999, "999"),
            (Lang::En, 1000, "1,000"),
            (Lang::En, 4_826_809, "4,826,809"),
            (Lang::Ja, 361_402, "361,402"),
            (Lang::ZhHant, 1820, "1,820"),
            (Lang::De, 361_402, "361.402"),
            (Lang::De, 1820, "1.820"),
            (Lang::Fr, 361_402, "361\u{202f}402"),
            (Lang::Es, 1820, "1820"),
            (Lang::Es, 12_345, "12.345"),
            (Lang::Es, 4_826_809, "4.826.809"),
            (Lang::Ko, 0, "0"),
        ];
        for (lang, n, written) in cases {
            assert_eq!(fallback(lang, count(n)), written, "{lang:?}");
        }
    }

    #[test]
    fn decimals_and_percentages_take_the_language_s_signs() {
        let tenths = |lang: Lang, t| lang.tenths(t);
        assert_eq!(tenths(Lang::En, 124), "12.4");
        assert_eq!(tenths(Lang::De, 124), "12,4");
        assert_eq!(tenths(Lang::Fr, 3), "0,3");
        let share = Number {
            units: 748,
            decimals: 1,
            percent: true,
        };
        assert_eq!(fallback(Lang::En, share), "74.8%");
        assert_eq!(fallback(Lang::Ko, share), "74.8%");
        assert_eq!(fallback(Lang::De, share), "74,8\u{a0}%");
        assert_eq!(fallback(Lang::Fr, share), "74,8\u{a0}%");
        let small = Number {
            units: 3,
            decimals: 3,
            percent: true,
        };
        assert_eq!(fallback(Lang::Es, small), "0,003\u{a0}%");
    }
}
