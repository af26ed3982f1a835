//! The page's languages, and how a browser or a link names them. A leaf, so
//! that the link (which may carry a language, `lang=ja`) and the texts
//! ([`crate::i18n`], which words everything in each) can both name one.

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Zh,
    Ja,
}

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Zh, Lang::Ja];

    /// The language for a browser language tag: Chinese for `zh*`, Japanese
    /// for `ja*`, else English.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::from_code(tag).unwrap_or_default()
    }

    /// The language a link or the browser's storage names (`en`, `zh`,
    /// `ja`, or any tag of them such as `zh-Hans`, in any case); `None`
    /// for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let primary = code.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// How a link and the browser's storage write it: `en`, `zh`, `ja`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            Lang::Ja => "ja",
        }
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
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_code("english"), None);
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
    }
}
