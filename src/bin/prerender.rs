//! Prints the start page's HTML (the app as a first visit sees it), which
//! trunk's post-build hook puts into the build's `index.html`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    print!("{}", twentyfour::start_page());
}

#[cfg(target_arch = "wasm32")]
fn main() {}
