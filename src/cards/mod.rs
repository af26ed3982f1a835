//! STUB: cards (owned by the UI work).
