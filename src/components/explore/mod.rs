//! The Explore view: a whole deck's figures and charts, computed in the page
//! by the solver's `stats` module.
//!
//! Promises: the work runs in slices of about a frame (`web/slices.rs`), with a
//! progress bar, so the page never freezes; the headline figures are counted
//! first and the targets chart after them; a change of deck, target, level or
//! range cancels the run in progress; finished results are kept per deck
//! while the page is open, so going back to a deck costs nothing.

mod bar_chart;
mod deck_controls;
mod hand_list;
mod slicer;

use crate::explore::run::{DeckKey, DifficultyRun, Hardness, Headline, HeadlineRun, TargetsRun};
use crate::i18n::{percent, Lang};
use bar_chart::{BarChart, Datum};
pub use deck_controls::DeckControls;
use hand_list::{rank_string, HandList};
use slicer::{start, Job};
use solver::difficulty::Grade;
use solver::stats::TargetCount;
use solver::{Error, Level, Rational};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ExploreProps {
    pub key_: DeckKey,
    pub target: Rational,
    pub target_text: String,
    pub target_invalid: bool,
    pub targets: (i128, i128),
    pub lang: Lang,
    pub on_values: Callback<(u8, u8)>,
    pub on_size: Callback<usize>,
    pub on_target: Callback<String>,
    pub on_level: Callback<Level>,
    pub on_no_parens: Callback<bool>,
    pub on_range: Callback<(i128, i128)>,
    pub on_open: Callback<Vec<u8>>,
}

type HeadlineKey = (DeckKey, Rational);
type TargetsKey = (DeckKey, (i128, i128));

/// What a run shows: its progress, then its result or why it failed.
#[derive(Clone, PartialEq)]
enum Shown<K, T> {
    Working(K, f64),
    Done(K, Rc<T>),
    Failed(K, Error),
}

impl<K: PartialEq, T> Shown<K, T> {
    fn key(&self) -> &K {
        match self {
            Shown::Working(k, _) | Shown::Done(k, _) | Shown::Failed(k, _) => k,
        }
    }
}

/// Finished results by key, searched in order: a page holds a handful, and
/// a vector adds less code to the wasm than a hash map.
struct Kept<K, V>(Vec<(K, Rc<V>)>);

impl<K: PartialEq, V> Default for Kept<K, V> {
    fn default() -> Self {
        Kept(Vec::new())
    }
}

impl<K: PartialEq, V> Kept<K, V> {
    fn get(&self, key: &K) -> Option<Rc<V>> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    }

    fn insert(&mut self, key: K, value: Rc<V>) {
        self.0.push((key, value));
    }
}

/// The results finished while the page is open.
#[derive(Default)]
struct Cache {
    headlines: Kept<HeadlineKey, Headline>,
    targets: Kept<TargetsKey, Vec<TargetCount>>,
    hardness: Kept<HeadlineKey, Hardness>,
    /// Set while a headline run works, so the other runs wait for it.
    headline_busy: Rc<Cell<bool>>,
    /// Set while a targets run works, so the difficulty run waits for it.
    targets_busy: Rc<Cell<bool>>,
}

#[function_component(ExploreView)]
pub fn explore_view(props: &ExploreProps) -> Html {
    let cache = use_mut_ref(Cache::default);
    let headline = use_state_eq(|| None::<Shown<HeadlineKey, Headline>>);
    let targets = use_state_eq(|| None::<Shown<TargetsKey, Vec<TargetCount>>>);
    let picked = use_state_eq(|| None::<usize>);
    let hardness = use_state_eq(|| None::<Shown<HeadlineKey, Hardness>>);
    let picked_grade = use_state_eq(|| None::<usize>);

    let headline_key: HeadlineKey = (props.key_, props.target);
    {
        let cache = cache.clone();
        let shown = headline.clone();
        use_effect_with(headline_key, move |&key| {
            let cancelled = Rc::new(Cell::new(false));
            let busy = cache.borrow().headline_busy.clone();
            let cached = cache.borrow().headlines.get(&key);
            match cached {
                Some(done) => shown.set(Some(Shown::Done(key, done))),
                None => {
                    busy.set(true);
                    shown.set(Some(Shown::Working(key, 0.0)));
                    let run = Rc::new(RefCell::new(HeadlineRun::new(key.0, key.1)));
                    let (progress, done) = (shown.clone(), run.clone());
                    let (cache, busy) = (cache.clone(), busy.clone());
                    start(Job {
                        run,
                        cancelled: cancelled.clone(),
                        wait_while: Vec::new(),
                        on_progress: Box::new(move |p| progress.set(Some(Shown::Working(key, p)))),
                        on_end: Box::new(move |end| {
                            busy.set(false);
                            shown.set(Some(match end {
                                Ok(()) => {
                                    let out = Rc::new(std::mem::take(&mut done.borrow_mut().out));
                                    cache.borrow_mut().headlines.insert(key, out.clone());
                                    Shown::Done(key, out)
                                }
                                Err(e) => Shown::Failed(key, e),
                            }));
                        }),
                    });
                }
            }
            move || {
                cancelled.set(true);
                busy.set(false);
            }
        });
    }

    let targets_key: TargetsKey = (props.key_, props.targets);
    {
        let cache = cache.clone();
        let shown = targets.clone();
        use_effect_with(targets_key, move |&key| {
            let cancelled = Rc::new(Cell::new(false));
            let cached = cache.borrow().targets.get(&key);
            match cached {
                Some(done) => shown.set(Some(Shown::Done(key, done))),
                None => {
                    shown.set(Some(Shown::Working(key, 0.0)));
                    let run = Rc::new(RefCell::new(TargetsRun::new(key.0, key.1)));
                    let (progress, done) = (shown.clone(), run.clone());
                    let first = cache.borrow().headline_busy.clone();
                    let busy = cache.borrow().targets_busy.clone();
                    busy.set(true);
                    let cache = cache.clone();
                    start(Job {
                        run,
                        cancelled: cancelled.clone(),
                        wait_while: vec![first],
                        on_progress: Box::new(move |p| progress.set(Some(Shown::Working(key, p)))),
                        on_end: Box::new(move |end| {
                            busy.set(false);
                            shown.set(Some(match end {
                                Ok(()) => {
                                    let out = Rc::new(done.borrow().counts().to_vec());
                                    cache.borrow_mut().targets.insert(key, out.clone());
                                    Shown::Done(key, out)
                                }
                                Err(e) => Shown::Failed(key, e),
                            }));
                        }),
                    });
                }
            }
            let busy = cache.borrow().targets_busy.clone();
            move || {
                cancelled.set(true);
                busy.set(false);
            }
        });
    }
    // The difficulty model rates each solvable hand; after the headline and
    // the targets chart, which the page shows first.
    {
        let cache = cache.clone();
        let shown = hardness.clone();
        use_effect_with(headline_key, move |&key| {
            let cancelled = Rc::new(Cell::new(false));
            let cached = cache.borrow().hardness.get(&key);
            match cached {
                Some(done) => shown.set(Some(Shown::Done(key, done))),
                None => {
                    shown.set(Some(Shown::Working(key, 0.0)));
                    let run = Rc::new(RefCell::new(DifficultyRun::new(key.0, key.1)));
                    let (progress, done) = (shown.clone(), run.clone());
                    let cache_ref = cache.borrow();
                    let first = vec![
                        cache_ref.headline_busy.clone(),
                        cache_ref.targets_busy.clone(),
                    ];
                    drop(cache_ref);
                    let cache = cache.clone();
                    start(Job {
                        run,
                        cancelled: cancelled.clone(),
                        wait_while: first,
                        on_progress: Box::new(move |p| progress.set(Some(Shown::Working(key, p)))),
                        on_end: Box::new(move |end| {
                            shown.set(Some(match end {
                                Ok(()) => {
                                    let out = Rc::new(std::mem::take(&mut done.borrow_mut().out));
                                    cache.borrow_mut().hardness.insert(key, out.clone());
                                    Shown::Done(key, out)
                                }
                                Err(e) => Shown::Failed(key, e),
                            }));
                        }),
                    });
                }
            }
            move || cancelled.set(true)
        });
    }
    // A bar's hands belong to one deck and target.
    {
        let picked = picked.clone();
        let picked_grade = picked_grade.clone();
        use_effect_with(headline_key, move |_| {
            picked.set(None);
            picked_grade.set(None);
        });
    }

    let lang = props.lang;
    let t = lang.text();
    let e = &t.explore;

    let progress = |label: &str, id: &'static str, value: f64| {
        html! {
            <div class="progress" {id}>
                <span>{ format!("{label}… {}%", (value * 100.0) as u32) }</span>
                <progress max="100" value={((value * 100.0) as u32).to_string()}
                    aria-label={label.to_string()} />
            </div>
        }
    };

    let headline_html = match headline.as_ref().filter(|s| *s.key() == headline_key) {
        None | Some(Shown::Working(..)) => {
            let value = match headline.as_ref() {
                Some(Shown::Working(_, p)) => *p,
                _ => 0.0,
            };
            progress(e.working, "headline-progress", value)
        }
        Some(Shown::Failed(_, err)) => {
            html! { <p class="error" role="alert">{ lang.solve_error(err) }</p> }
        }
        Some(Shown::Done(_, h)) => {
            let s = &h.summary;
            let of = |part: u128, whole: u128| {
                (e.of)(&part.to_string(), &whole.to_string(), &percent(part, whole))
            };
            let most = s.most.as_ref().map(|(hand, n)| {
                let ranks: Vec<u8> = hand.iter().map(|&v| v as u8).collect();
                (e.most_hand)(&rank_string(&ranks), *n)
            });
            let data: Vec<Datum> = s
                .per_hand
                .iter()
                .enumerate()
                .map(|(count, &hands)| Datum {
                    label: count.to_string(),
                    value: hands as f64,
                    title: (e.count_bar)(count, hands),
                    current: *picked == Some(count),
                })
                .collect();
            let on_pick = {
                let picked = picked.clone();
                // Bar `i` is the hands with `i` solutions.
                Callback::from(move |i: usize| picked.set(Some(i)))
            };
            let list = picked.map(|count| {
                let hands: Vec<Vec<u8>> = h
                    .counts
                    .iter()
                    .filter(|(_, n)| *n == count)
                    .map(|(hand, _)| hand.clone())
                    .collect();
                let heading = (e.hands_with)(hands.len() as u64, count);
                html! { <HandList heading={heading} hands={Rc::new(hands)} {lang} on_open={props.on_open.clone()} /> }
            });
            html! {
                <>
                    <dl class="headline" id="headline">
                        <div><dt>{ e.solvable_hands }</dt>
                            <dd id="solvable-hands">{ of(s.solvable_hands.into(), s.hands.into()) }</dd></div>
                        <div><dt>{ e.solvable_deals }</dt>
                            <dd id="solvable-deals">{ of(s.solvable_deals, s.deals) }</dd></div>
                        <div><dt>{ lang.level_button(props.key_.level, None) }</dt>
                            <dd id="solutions">{ s.solutions }</dd></div>
                        if let Some(most) = most {
                            <div><dt>{ e.most }</dt><dd id="most">{ most }</dd></div>
                        }
                    </dl>
                    <BarChart id="per-hand-chart" title={e.per_hand_title} x_label={e.per_hand_x}
                        y_label={e.per_hand_y} data={Rc::new(data)} {on_pick} />
                    { for list }
                </>
            }
        }
    };

    let targets_html = match targets.as_ref().filter(|s| *s.key() == targets_key) {
        None | Some(Shown::Working(..)) => {
            let value = match targets.as_ref() {
                Some(Shown::Working(_, p)) => *p,
                _ => 0.0,
            };
            progress(e.working, "targets-progress", value)
        }
        Some(Shown::Failed(_, err)) => {
            html! { <p class="error" role="alert">{ lang.solve_error(err) }</p> }
        }
        Some(Shown::Done(_, counts)) => {
            let data: Vec<Datum> = counts
                .iter()
                .map(|c| {
                    let share = percent(c.solvable_hands.into(), c.hands.into());
                    Datum {
                        label: c.target.to_string(),
                        value: 100.0 * c.solvable_hands as f64 / c.hands.max(1) as f64,
                        title: (e.target_bar)(
                            &c.target.to_string(),
                            c.solvable_hands,
                            c.hands,
                            &share,
                        ),
                        current: Rational::from(c.target) == props.target,
                    }
                })
                .collect();
            let on_pick = {
                let on_target = props.on_target.clone();
                let targets: Vec<i128> = counts.iter().map(|c| c.target).collect();
                Callback::from(move |i: usize| {
                    if let Some(t) = targets.get(i) {
                        on_target.emit(t.to_string());
                    }
                })
            };
            html! {
                <BarChart id="targets-chart" title={e.targets_title} x_label={e.targets_x}
                    y_label={e.targets_y} data={Rc::new(data)} top={Some(100.0)} {on_pick} />
            }
        }
    };

    let hardness_html = match hardness.as_ref().filter(|s| *s.key() == headline_key) {
        Some(Shown::Done(_, h)) => {
            let data: Vec<Datum> = Grade::ALL
                .iter()
                .zip(&h.per_grade)
                .enumerate()
                .map(|(i, (&g, hands))| Datum {
                    label: g.number().to_string(),
                    value: hands.len() as f64,
                    title: (e.grade_bar)(lang.grade_name(g), hands.len() as u64),
                    current: *picked_grade == Some(i),
                })
                .collect();
            let on_pick = {
                let picked = picked_grade.clone();
                // Bar `i` is the hands of `Grade::ALL[i]`.
                Callback::from(move |i: usize| picked.set(Some(i)))
            };
            let list = picked_grade.and_then(|i| {
                let hands = h.per_grade.get(i)?;
                let heading = (e.level_hands)(hands.len() as u64, lang.grade_name(Grade::ALL[i]));
                Some(html! { <HandList heading={heading} hands={Rc::new(hands.clone())} {lang} on_open={props.on_open.clone()} /> })
            });
            html! {
                <>
                    <BarChart id="difficulty-chart" title={e.difficulty_title} x_label={e.difficulty_x}
                        y_label={e.per_hand_y} data={Rc::new(data)} {on_pick} />
                    { for list }
                    <section class="hand-list hardest" aria-label={e.hardest_title}>
                        <h3>{ e.hardest_title }</h3>
                        <ol>
                            { for h.hardest.iter().map(|(hand, d)| {
                                let open = { let hand = hand.clone(); props.on_open.reform(move |_: MouseEvent| hand.clone()) };
                                html! { <li><button type="button" class="hand-chip" onclick={open}>{ rank_string(hand) }</button>
                                    <span class="rating">{ lang.rating(d) }</span></li> }
                            }) }
                        </ol>
                    </section>
                </>
            }
        }
        Some(Shown::Working(_, p)) => progress(e.working, "difficulty-progress", *p),
        _ => progress(e.working, "difficulty-progress", 0.0),
    };

    html! {
        <section class="explore" aria-label={e.explore}>
            <h2>{ e.heading }</h2>
            <DeckControls
                values={props.key_.values}
                cards={props.key_.cards}
                target_text={props.target_text.clone()}
                target_invalid={props.target_invalid}
                level={props.key_.level}
                no_parens={props.key_.no_parens}
                targets={props.targets}
                {lang}
                on_values={props.on_values.clone()}
                on_size={props.on_size.clone()}
                on_target={props.on_target.clone()}
                on_level={props.on_level.clone()}
                on_no_parens={props.on_no_parens.clone()}
                on_range={props.on_range.clone()}
            />
            <div class="explore-results">
                <div class="panel">{ headline_html }</div>
                <div class="panel">{ targets_html }</div>
                <div class="panel">{ hardness_html }</div>
            </div>
        </section>
    }
}
