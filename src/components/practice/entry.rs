//! The ways into Practice (from Play, `#practice-open`) and the worksheet
//! (from Solve and Play, `#worksheet-open`), beside Deal.

use crate::link::View;
use crate::state::{Action, PracticeAction};
use crate::texts::prelude::*;
use yew::prelude::*;

/// The entry buttons; Practice only while playing.
pub fn view(lang: Lang, playing: bool, on_action: &Callback<Action>) -> Html {
    let practice = on_action.reform(|_: MouseEvent| Action::Practice(PracticeAction::Open));
    let sheet = on_action.reform(|_: MouseEvent| Action::SetView(View::Print));
    html! {
        <div class="entries">
            if playing {
                <button type="button" id="practice-open" onclick={practice}>
                    { lang.practice_text().practice }
                </button>
            }
            <button type="button" id="worksheet-open" onclick={sheet}>
                { lang.sheet_text().print_worksheet }
            </button>
        </div>
    }
}
