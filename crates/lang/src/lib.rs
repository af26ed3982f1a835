//! The page's languages: [`languages!`], the one list of them, and
//! [`Lang`], which it declares, with how a browser or a link names one.
//!
//! Everything else that names every language is derived from the list:
//! the texts' modules and the build's choice of one language
//! (`crates/texts`), the page's builds and the start-up table that
//! `index.html` chooses from (`xtask/src/languages.rs`), the language
//! switch. Adding a language is a line here and its texts
//! (`docs/development.md` has the recipe); a test fails on a second list.
//!
//! Chinese is two languages: Simplified (`zh`, the default for a bare `zh`
//! and for mainland and Singapore tags) and Traditional (`zh-Hant`, for
//! Taiwan, Hong Kong and Macau tags and any `zh-Hant*`). Every other tag is
//! read by its primary subtag only.

/// The one list of the page's languages, in the order the switch offers
/// them, English (the default) first. Each line: the [`Lang`] variant; its
/// code, as links, the browser's storage and the builds write it; its
/// BCP 47 tag, for `<html lang>`; its own name, in its own script, as the
/// switch offers it; and its name in identifiers (its texts' file names).
///
/// It hands the list to `callback`, a `macro_rules!` macro of the caller's,
/// after the caller's own tokens in brackets:
/// `languages!(declare, pub(super))` expands to
/// `declare! { [pub(super)] En "en" "en" "English" en, … }`.
#[macro_export]
macro_rules! languages {
    ($callback:ident $(, $($arg:tt)*)?) => {
        $callback! { [$($($arg)*)?]
            En "en" "en" "English" en,
            Zh "zh" "zh-Hans" "简体中文" zh,
            ZhHant "zh-Hant" "zh-Hant" "繁體中文" zh_hant,
            Ja "ja" "ja" "日本語" ja,
            Ko "ko" "ko" "한국어" ko,
            Es "es" "es" "Español" es,
            Fr "fr" "fr" "Français" fr,
            De "de" "de" "Deutsch" de,
        }
    };
}

/// Declares [`Lang`] and what it says of itself from the list.
macro_rules! declare {
    ([] $($variant:ident $code:literal $tag:literal $name:literal $ident:ident,)*) => {
        /// One of the page's languages ([`languages!`] lists them).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Lang {
            $(
                #[doc = $name]
                $variant,
            )*
        }

        impl Lang {
            /// Every language, in the order the switch offers them.
            pub const ALL: [Lang; [$($code),*].len()] = [$(Lang::$variant),*];

            /// How a link, the browser's storage and the builds write it:
            /// `en`, `zh`, `zh-Hant`, …
            pub fn code(self) -> &'static str {
                match self {
                    $(Lang::$variant => $code,)*
                }
            }

            /// The value for `<html lang>` and the language switch's
            /// options: a BCP 47 tag, with Chinese's script.
            pub fn tag(self) -> &'static str {
                match self {
                    $(Lang::$variant => $tag,)*
                }
            }

            /// The language's own name, in its own script, as the language
            /// switch offers it.
            pub fn name(self) -> &'static str {
                match self {
                    $(Lang::$variant => $name,)*
                }
            }

            /// Its name in identifiers: the file names of its texts.
            pub fn ident(self) -> &'static str {
                match self {
                    $(Lang::$variant => stringify!($ident),)*
                }
            }
        }
    };
}

languages!(declare);

impl Default for Lang {
    /// English, the first of the list.
    fn default() -> Lang {
        Lang::ALL[0]
    }
}

impl Lang {
    /// The language for a browser language tag, English for one we do not
    /// have.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::from_code(tag).unwrap_or_default()
    }

    /// The first of the browser's languages (most preferred first) that
    /// the page has, else English: `["pt-BR", "fr-CA", "en"]` is French.
    pub fn from_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_code)
            .unwrap_or_default()
    }

    /// The language a link or the browser's storage names: any code of
    /// [`Lang::code`], or any tag of one such as `zh-TW` or `de_AT`, in any
    /// case; `None` for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let mut subtags = code.split(['-', '_']);
        let primary = subtags.next().unwrap_or_default();
        if primary == "zh" {
            return Some(chinese(subtags));
        }
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }
}

/// Which Chinese a `zh` tag's other subtags (lower case) ask for: a script
/// says it outright; else Taiwan, Hong Kong and Macau read Traditional,
/// and everywhere else Simplified.
fn chinese<'a>(subtags: impl Iterator<Item = &'a str>) -> Lang {
    let mut region_hant = false;
    for subtag in subtags {
        match subtag {
            "hant" => return Lang::ZhHant,
            "hans" => return Lang::Zh,
            "tw" | "hk" | "mo" => region_hant = true,
            _ => {}
        }
    }
    if region_hant {
        Lang::ZhHant
    } else {
        Lang::Zh
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_and_tags_are_read_leniently() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("ZH-hans"), Some(Lang::Zh));
        assert_eq!(Lang::from_code("ja_JP"), Some(Lang::Ja));
        assert_eq!(Lang::from_code("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_code("ko-KR"), Some(Lang::Ko));
        assert_eq!(Lang::from_code("pt"), None);
        assert_eq!(Lang::from_code("english"), None);
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::from_tag("pt-BR"), Lang::En);
    }

    #[test]
    fn chinese_tags_choose_the_script() {
        for tag in [
            "zh-TW",
            "zh-HK",
            "zh-MO",
            "zh-Hant",
            "zh-Hant-TW",
            "ZH_tw",
            "zh-hant",
        ] {
            assert_eq!(Lang::from_code(tag), Some(Lang::ZhHant), "{tag}");
        }
        for tag in ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-HK", "zh-cn"] {
            assert_eq!(Lang::from_code(tag), Some(Lang::Zh), "{tag}");
        }
    }

    #[test]
    fn the_first_preferred_language_we_have_wins() {
        assert_eq!(Lang::from_tags(["pt-BR", "fr-CA", "en"]), Lang::Fr);
        assert_eq!(Lang::from_tags(["en-GB", "de"]), Lang::En);
        assert_eq!(Lang::from_tags(["zh-TW", "zh-CN"]), Lang::ZhHant);
        assert_eq!(Lang::from_tags(["pt", "it"]), Lang::En);
        assert_eq!(Lang::from_tags([]), Lang::En);
    }
}
