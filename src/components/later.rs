//! A part of the page that, when the app takes the start page over, is
//! made live in its own turn ([`crate::web::turns`]): until then it stays
//! as it was painted, and the page is never taken over in one long task.
//!
//! Promises: it shows its children, and nothing else, in every render; the
//! start page's HTML holds it as it holds any part (a Yew `Suspense`'s
//! markers around the children), so it paints the same; when its turn
//! comes it is hydrated from the children it was first given, which are
//! what the start page was rendered from, and then, if what it is given
//! changed meanwhile (a key pressed, a worker that failed), drawn again
//! from the latest. Anywhere but in the start page being taken over, it
//! is its children.

use crate::web::turns;
use yew::prelude::*;
use yew::suspense::Suspense;

#[derive(Properties, PartialEq)]
pub struct LaterProps {
    pub children: Html,
}

#[function_component(Later)]
pub fn later(props: &LaterProps) -> Html {
    html! {
        <Suspense fallback={Html::default()}>
            <Turn>{ props.children.clone() }</Turn>
        </Suspense>
    }
}

/// Suspends, while the page is taken over, until its turn.
#[function_component(Turn)]
fn turn(props: &LaterProps) -> HtmlResult {
    let waiting = use_memo((), |()| turns::wait());
    // The children the start page was rendered from, for the hydration.
    let first = use_mut_ref(|| waiting.is_some().then(|| props.children.clone()));
    let stale = use_mut_ref(|| false);
    let redraw = use_force_update();
    {
        let stale = stale.clone();
        use_effect(move || {
            if std::mem::take(&mut *stale.borrow_mut()) {
                redraw.force_update();
            }
        });
    }
    if let Some(suspension) = waiting.as_ref().as_ref().filter(|s| !s.resumed()) {
        return Err(suspension.clone().into());
    }
    let drawn = match first.borrow_mut().take() {
        Some(first) => {
            *stale.borrow_mut() = first != props.children;
            first
        }
        None => props.children.clone(),
    };
    Ok(drawn)
}
