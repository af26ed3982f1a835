//! What the worksheet needs from the browser: a fresh seed, and the print
//! dialog.

/// A seed for a new worksheet, from the browser's cryptographic source.
pub fn new_seed() -> u32 {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    // Below a billion: a short number to read off a printed sheet.
    u32::from_le_bytes(bytes) % 1_000_000_000
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}
