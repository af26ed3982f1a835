//! The colour theme the user chose: follow the system, or always light or
//! dark. A page preference, not part of a link: it is stored in the browser
//! and read once at start. A leaf, so the state and the texts can both name it.

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Follow the system's `prefers-color-scheme`.
    #[default]
    Auto,
    Light,
    Dark,
}

impl Theme {
    /// Every choice, in the order the switch offers them.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// How the choice is stored, and the switch's option values.
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The stored choice; anything unknown (or nothing) follows the system.
    pub fn from_stored(stored: Option<&str>) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| Some(t.as_str()) == stored)
            .unwrap_or_default()
    }

    /// The `data-theme` of `<html>`: none for [`Theme::Auto`], so that the
    /// stylesheet follows the system.
    pub fn data_theme(self) -> Option<&'static str> {
        match self {
            Theme::Auto => None,
            other => Some(other.as_str()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_choice_round_trips_and_defaults_to_auto() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_stored(Some(theme.as_str())), theme);
        }
        assert_eq!(Theme::from_stored(None), Theme::Auto);
        assert_eq!(Theme::from_stored(Some("purple")), Theme::Auto);
        assert_eq!(Theme::Auto.data_theme(), None);
        assert_eq!(Theme::Dark.data_theme(), Some("dark"));
    }
}
