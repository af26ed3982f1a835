//! Play's sounds, made with Web Audio (no sound files): a rising chime for a
//! solve, two low notes for a miss. Played only when the sound switch is on
//! (off by default), and only after a move of the player's, so a browser
//! never refuses them as autoplay.
//!
//! Promises: one audio context for the page's lifetime, made at the first
//! sound; a browser without Web Audio stays silent, never in error.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// What a sound says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Win,
    Miss,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// The notes of a cue: `(frequency in Hz, start in s, length in s)`.
fn notes(cue: Cue) -> &'static [(f32, f64, f64)] {
    match cue {
        // C E G C, a bright arpeggio.
        Cue::Win => &[
            (523.25, 0.0, 0.22),
            (659.25, 0.08, 0.22),
            (783.99, 0.16, 0.24),
            (1046.5, 0.24, 0.4),
        ],
        Cue::Miss => &[(220.0, 0.0, 0.16), (174.61, 0.12, 0.26)],
    }
}

/// Plays `cue`.
pub fn play(cue: Cue) {
    CONTEXT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        let Some(ctx) = slot.as_ref() else {
            return;
        };
        // A context made before the page was touched starts suspended.
        let _ = ctx.resume();
        let now = ctx.current_time();
        for &(frequency, start, length) in notes(cue) {
            let _ = tone(ctx, frequency, now + start, length);
        }
    });
}

/// One note: a soft triangle wave that fades out.
fn tone(
    ctx: &AudioContext,
    frequency: f32,
    at: f64,
    length: f64,
) -> Result<(), wasm_bindgen::JsValue> {
    let osc = ctx.create_oscillator()?;
    osc.set_type(OscillatorType::Triangle);
    osc.frequency().set_value(frequency);
    let gain = ctx.create_gain()?;
    let level = gain.gain();
    level.set_value_at_time(0.0001, at)?;
    level.linear_ramp_to_value_at_time(0.18, at + 0.015)?;
    level.exponential_ramp_to_value_at_time(0.0001, at + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + length + 0.05)?;
    Ok(())
}
