//! The stylesheet's text colours pass WCAG AA (4.5:1) in both themes, and
//! its focus ring stands out (3:1) from what it rings.
//!
//! Every colour of `static/style.css` is a custom property written as
//! `light-dark(light, dark)`; this reads them and checks each pair of text
//! and background the page uses, by the WCAG 2 contrast formula. Translucent
//! backgrounds are laid over what they sit on.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

/// `(text, background)` pairs as the stylesheet uses them. A background
/// `a+b` is `a` laid over `b`.
const PAIRS: &[(&str, &str)] = &[
    ("ink", "paper"),
    ("ink", "panel"),
    ("ink", "field"),
    ("ink", "hover"),
    ("muted", "paper"),
    ("muted", "panel"),
    ("muted", "hover"),
    ("brand", "paper"),
    ("good", "paper"),
    ("bad", "paper"),
    // Play's panel: the outcome, the stopped clock, the Reset link.
    ("good", "panel"),
    ("bad", "panel"),
    ("brand", "panel"),
    ("felt-ink", "felt"),
    ("felt-ink", "felt-hover+felt"),
    // Play's stopped clock and a daily hand done, on the felt.
    ("felt-check", "felt"),
    // A last card that misses the target, on its white face.
    ("miss", "primary"),
    ("primary-ink", "primary"),
    ("primary-ink", "primary-hover"),
    ("on-accent", "accent"),
    ("message-ink", "message"),
    // Explore's chart labels, which axe cannot measure inside an SVG: over
    // the panel, and over a hovered bar.
    ("muted", "hover+panel"),
    ("ink", "hover+panel"),
];

/// `(colour, background)` pairs of things that are not text but must be
/// seen (WCAG 1.4.11, 3:1): the focus ring on what it rings.
const NON_TEXT: &[(&str, &str)] = &[
    ("chart-bar", "panel"),
    ("chart-current", "panel"),
    ("chart-bar", "hover+panel"),
    ("chart-current", "hover+panel"),
    ("focus", "paper"),
    ("focus", "panel"),
    ("focus", "field"),
    ("focus", "hover"),
    ("focus-on-felt", "felt"),
    ("focus-on-felt", "accent"),
    // The ring round the chosen card on the table.
    ("felt-check", "felt"),
];

type Rgba = [f64; 4];

fn parse_hex(hex: &str) -> Rgba {
    let digits = hex.trim_start_matches('#');
    let byte = |i: usize| f64::from(u8::from_str_radix(&digits[i..i + 2], 16).unwrap()) / 255.0;
    let alpha = if digits.len() == 8 { byte(6) } else { 1.0 };
    [byte(0), byte(2), byte(4), alpha]
}

/// The `:root` block's `--name: light-dark(#light, #dark)` properties.
fn palette() -> [HashMap<String, Rgba>; 2] {
    let css = include_str!("../static/style.css");
    let root = &css[css.find(":root {").unwrap()..];
    let root = &root[..root.find('}').unwrap()];
    let mut themes = [HashMap::new(), HashMap::new()];
    for line in root.lines() {
        let line = line.trim();
        let Some((name, value)) = line.strip_prefix("--").and_then(|l| l.split_once(':')) else {
            continue;
        };
        let Some(pair) = value.trim().strip_prefix("light-dark(") else {
            continue;
        };
        let pair = pair.trim_end_matches(';').trim_end_matches(')');
        let (light, dark) = pair.split_once(',').unwrap();
        themes[0].insert(name.to_string(), parse_hex(light.trim()));
        themes[1].insert(name.to_string(), parse_hex(dark.trim()));
    }
    themes
}

fn over(top: Rgba, bottom: Rgba) -> Rgba {
    let a = top[3];
    [0, 1, 2]
        .map(|i| a * top[i] + (1.0 - a) * bottom[i])
        .into_iter()
        .chain([1.0])
        .collect::<Vec<_>>()
        .try_into()
        .unwrap()
}

fn luminance(c: Rgba) -> f64 {
    let linear = |v: f64| {
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
}

fn ratio(a: Rgba, b: Rgba) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The pairs of `pairs` below `least` in either theme.
fn below(pairs: &[(&str, &str)], least: f64) -> Vec<String> {
    let mut failures = Vec::new();
    for (theme, colours) in ["light", "dark"].iter().zip(palette()) {
        let colour = |name: &str| {
            *colours
                .get(name)
                .unwrap_or_else(|| panic!("no --{name} in the {theme} palette"))
        };
        for &(text, background) in pairs {
            let bg = background
                .split('+')
                .map(colour)
                .rev()
                .reduce(|bottom, top| over(top, bottom))
                .unwrap();
            let r = ratio(colour(text), bg);
            if r < least {
                failures.push(format!("{theme}: --{text} on {background}: {r:.2}"));
            }
        }
    }
    failures
}

#[test]
fn every_text_colour_passes_aa_in_both_themes() {
    let failures = below(PAIRS, 4.5);
    assert!(failures.is_empty(), "below 4.5:1: {failures:?}");
}

#[test]
fn the_focus_ring_stands_out_in_both_themes() {
    let failures = below(NON_TEXT, 3.0);
    assert!(failures.is_empty(), "below 3:1: {failures:?}");
}

#[test]
fn the_formula_matches_known_ratios() {
    let black = parse_hex("#000000");
    let white = parse_hex("#ffffff");
    assert!((ratio(black, white) - 21.0).abs() < 1e-9);
    assert!((ratio(parse_hex("#767676"), white) - 4.54).abs() < 0.01);
    // Half-transparent white over black is mid grey.
    let grey = over(parse_hex("#ffffff80"), black);
    assert!((grey[0] - 128.0 / 255.0).abs() < 1e-9);
}
