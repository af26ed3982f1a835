//! The page's languages, and how a browser or a link names them. A leaf, so
//! that the link (which may carry a language, `lang=ja`) and the texts
//! ([`crate::i18n`], which words everything in each) can both name one.
//!
//! Chinese is two languages: Simplified (`zh`, the default for a bare `zh`
//! and for mainland and Singapore tags) and Traditional (`zh-Hant`, for
//! Taiwan, Hong Kong and Macau tags and any `zh-Hant*`). Every other tag is
//! read by its primary subtag only.

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
    /// Traditional Chinese.
    ZhHant,
    Ja,
    Ko,
    Es,
    Fr,
    De,
}

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Zh,
        Lang::ZhHant,
        Lang::Ja,
        Lang::Ko,
        Lang::Es,
        Lang::Fr,
        Lang::De,
    ];

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

    /// The language a link or the browser's storage names (`en`, `zh`,
    /// `zh-Hant`, `ja`, `ko`, `es`, `fr`, `de`, or any tag of them such as
    /// `zh-TW` or `de_AT`, in any case); `None` for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let mut subtags = code.split(['-', '_']);
        let primary = subtags.next().unwrap_or_default();
        if primary == "zh" {
            return Some(chinese(subtags));
        }
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// How a link and the browser's storage write it: `en`, `zh`,
    /// `zh-Hant`, `ja`, `ko`, `es`, `fr`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            Lang::ZhHant => "zh-Hant",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The value for `<html lang>` and the language switch's options: a
    /// BCP 47 tag, with Chinese's script.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Zh => "zh-Hans",
            other => other.code(),
        }
    }

    /// The language's own name, in its own script, as the language switch
    /// offers it. Here and not with its texts, so that a build carrying one
    /// language's texts still names them all.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
            Lang::ZhHant => "繁體中文",
            Lang::Ja => "日本語",
            Lang::Ko => "한국어",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
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
