//! Prints the start page's HTML (the app as a first visit sees it), which
//! trunk's post-build hook puts into the build's `index.html`; with the
//! argument `notes`, what the page says before the app is live instead
//! (that it could not start, that it needs JavaScript), in every language;
//! with `texts`, the script that puts the start page in the reader's
//! language before its first paint.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    // Every language's start page and notes come from this one binary: one
    // built with a single language's texts would write that language for
    // all of them.
    if let Some(only) = twentyfour::carries_only() {
        eprintln!(
            "prerender: built with {}'s texts alone (TWENTYFOUR_LANG); it needs every language's",
            only.code()
        );
        std::process::exit(1);
    }
    match std::env::args().nth(1).as_deref() {
        None => print!("{}", twentyfour::start_page()),
        Some("notes") => print!("{}", twentyfour::start_notes()),
        Some("texts") => print!("{}", twentyfour::start_texts()),
        Some(other) => {
            eprintln!("prerender: unknown argument `{other}` (none, `notes` or `texts`)");
            std::process::exit(2);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
