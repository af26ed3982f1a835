//! The browser app's entry point, built for wasm32 by trunk.

#[cfg(target_arch = "wasm32")]
fn main() {
    twentyfour::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("this is the browser app: build it with `cargo xtask serve`; the command line is `solve24` (crates/cli)");
    std::process::exit(2);
}
