//! The views past the start page, loaded on demand: Play's panel, Rooms,
//! Practice, the worksheet and Explore ([`PLAY`], [`ROOMS`], [`PRACTICE`],
//! [`WORKSHEET`], [`EXPLORE`]), so that the first load carries Solve alone.
//! A link that opens a view fetches its files beside the page's wasm
//! (`startApp` in `index.html`), and the offline worker keeps every view's
//! once the page is live, so a view is seldom waited for.
//!
//! In the release build (the `split` feature) each view is a wasm file of
//! its own: `cargo xtask post-build` cuts it from the page's wasm with
//! wasm-split, at the split points this file declares, and it is fetched
//! the first time the view is drawn. In every other build (`trunk serve`,
//! the wasm tests, natively, where the start page is rendered) the views
//! are in the page's wasm and drawn at once.
//!
//! Promises: [`OnDemand`] draws its view from its props as if the view
//! were in its place. Until the view's file has come, it says the view is
//! loading (a status); if the file could not be fetched, it says so (an
//! alert) with a button that fetches it again. A file that came is never
//! fetched again in the page's life, so a view drawn again is drawn at
//! once, with no loading turn.

use super::explore::{ExploreProps, ExploreView};
use super::play::{PlayPanel, PlayPanelProps};
use super::practice::{PracticeProps, PracticeView};
use super::rooms::{RoomsView, RoomsViewProps};
use super::worksheet::{WorksheetProps, WorksheetView};
use crate::texts::prelude::*;
use std::future::Future;
use std::pin::Pin;
use yew::prelude::*;

/// A view's drawing from its props.
pub type Render<P> = fn(P) -> Html;

/// The fetch of a view's file: its drawing, or `None` when it could not
/// be fetched.
type Loading<P> = Pin<Box<dyn Future<Output = Option<Render<P>>>>>;

/// A view loaded on demand: its drawing if its file is here, and how to
/// fetch the file.
pub struct Part<P: 'static> {
    ready: fn() -> Option<Render<P>>,
    load: fn() -> Loading<P>,
}

impl<P> Clone for Part<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Part<P> {}

/// Declares `$name`, the [`Part`] that draws `$view`, split into the wasm
/// file `$file` in the release build; `$render` names its split point.
macro_rules! part {
    ($name:ident, $render:ident, $file:ident, $view:ident, $props:ty) => {
        pub const $name: Part<$props> = {
            #[cfg(all(feature = "split", target_arch = "wasm32"))]
            {
                use std::cell::Cell;
                thread_local! {
                    static HERE: Cell<Option<Render<$props>>> = const { Cell::new(None) };
                }
                #[wasm_split_helpers::wasm_split($file, fallible)]
                fn $render() -> Result<Render<$props>, wasm_split_helpers::SplitLoaderError> {
                    let render: Render<$props> = |props| html! { <$view ..props /> };
                    Ok(render)
                }
                Part {
                    ready: || HERE.get(),
                    load: || {
                        Box::pin(async {
                            let render = $render().await.ok()?;
                            HERE.set(Some(render));
                            Some(render)
                        })
                    },
                }
            }
            #[cfg(not(all(feature = "split", target_arch = "wasm32")))]
            {
                fn $render(props: $props) -> Html {
                    html! { <$view ..props /> }
                }
                Part {
                    ready: || Some($render),
                    load: || Box::pin(async { Some($render as Render<$props>) }),
                }
            }
        };
    };
}

part!(ROOMS, rooms_view, rooms, RoomsView, RoomsViewProps);
part!(
    PRACTICE,
    practice_view,
    practice,
    PracticeView,
    PracticeProps
);
part!(
    WORKSHEET,
    worksheet_view,
    worksheet,
    WorksheetView,
    WorksheetProps
);
part!(EXPLORE, explore_view, explore, ExploreView, ExploreProps);
part!(PLAY, play_view, play, PlayPanel, PlayPanelProps);

#[derive(Properties)]
pub struct OnDemandProps<P: PartialEq + 'static> {
    pub part: Part<P>,
    /// The view's own props.
    pub view: P,
    pub lang: Lang,
    /// Whether the loading and failure notes stand in a `<main>` of their
    /// own, for a view that draws its own (Rooms).
    #[prop_or_default]
    pub main: bool,
}

/// A part is one of five constants, so props differ only in the view's.
impl<P: PartialEq> PartialEq for OnDemandProps<P> {
    fn eq(&self, other: &Self) -> bool {
        self.view == other.view && self.lang == other.lang && self.main == other.main
    }
}

/// Where the view's file is.
#[derive(Clone, Copy)]
enum Fetch<P: 'static> {
    Here(Render<P>),
    Coming,
    Failed,
}

#[function_component(OnDemand)]
pub fn on_demand<P: PartialEq + Clone + 'static>(props: &OnDemandProps<P>) -> Html {
    let part = props.part;
    let fetch = use_state(|| (part.ready)().map_or(Fetch::Coming, Fetch::Here));
    // Bumped by "Try again", which fetches once more.
    let attempt = use_state(|| 0u32);
    {
        let fetch = fetch.clone();
        use_effect_with(*attempt, move |_| {
            if (part.ready)().is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    fetch.set((part.load)().await.map_or(Fetch::Failed, Fetch::Here));
                });
            }
        });
    }
    let t = props.lang.text();
    let note = match *fetch {
        Fetch::Here(render) => return render(props.view.clone()),
        Fetch::Coming => html! {
            <p class="view-loading" role="status">{ t.view_loading }</p>
        },
        Fetch::Failed => {
            let retry = Callback::from(move |_: MouseEvent| {
                fetch.set(Fetch::Coming);
                attempt.set(*attempt + 1);
            });
            html! {
                <div class="message view-unavailable" role="alert">
                    <p>{ t.view_unavailable }</p>
                    <p><button type="button" onclick={retry}>{ t.try_again }</button></p>
                </div>
            }
        }
    };
    if props.main {
        html! { <main>{ note }</main> }
    } else {
        note
    }
}
