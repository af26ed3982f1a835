//! The proof that Practice adapts: simulated players of several skill
//! levels play it through the real state and the real solving worker, as
//! the page does, and within 30 hands their ratings order like their skills
//! and they solve about 70 % of their hands within the time limit.
//!
//! A player of skill `k` takes `k` times the difficulty model's estimate at
//! the median: each time is drawn as `ln t = ln s + ln k + ε`, `ε` normal
//! with a spread of 0.75 (seeded, so every run is the same). A hand not
//! solved within the limit (60 s) is a miss. Each player plays three
//! sittings of ten hands, an hour apart, so that missed hands come back.
//! `cargo test -p twentyfour-model --test practice_adapts -- --nocapture`
//! prints the figures.

use solver::{solve, Level, Options, Rational};
use twentyfour_model::lang::Lang;
use twentyfour_model::link::parse_query;
use twentyfour_model::play::Move;
use twentyfour_model::practice::{History, Outcome};
use twentyfour_model::state::{Action, PracticeAction, State, Wants};

/// Skill levels: times the model's practised player takes.
const SKILLS: [f64; 4] = [1.0, 2.0, 4.0, 8.0];
const PLAYERS: u64 = 25;
const HANDS: usize = 30;
const SITTING: usize = 10;
const SPREAD: f64 = 0.75;
const LIMIT_S: u64 = 60;

/// xorshift64*, and normal draws by Box–Muller.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn uniform(&mut self) -> f64 {
        ((self.next() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }
    fn normal(&mut self) -> f64 {
        let (u, v) = (self.uniform(), self.uniform());
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }
}

/// The page: a state, the solving worker, and what was sent to it.
struct Page<R, C> {
    state: State,
    worker: worker::Worker<R, C>,
    sent: Wants,
}

impl<R: FnMut(&mut [u8]), C: Fn() -> f64> Page<R, C> {
    fn apply(&mut self, action: Action) {
        self.state = self.state.apply(action);
        loop {
            let wants = self.state.wants();
            let requests = wants.since(&self.sent);
            if requests.is_empty() {
                return;
            }
            self.sent = wants;
            for request in requests {
                if let Some(reply) = self.worker.handle(request) {
                    self.state = self.state.apply(Action::Worker(reply));
                }
            }
        }
    }
}

/// What one player ends with: their pace (the rating's mean) and how many
/// hands they solved within the limit.
fn play(skill: f64, seed: u64) -> (f64, usize) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut bytes = Rng(seed ^ 0xDEAD_BEEF_CAFE_F00D | 1);
    let random = move |buf: &mut [u8]| buf.iter_mut().for_each(|b| *b = bytes.next() as u8);
    let mut page = Page {
        state: State::new(parse_query("mode=practice"), Lang::En),
        worker: worker::Worker::new(random, || 0.0),
        sent: Wants::default(),
    };
    page.apply(Action::Practice(PracticeAction::Loaded(Default::default())));
    let mut now: u64 = 1_700_000_000_000;
    let mut solved = 0;
    for hand in 0..HANDS {
        if hand > 0 && hand % SITTING == 0 {
            now += 3_600_000;
        }
        page.apply(Action::Practice(PracticeAction::Next(now)));
        let cards = page.state.hand().expect("a hand is dealt");
        let current = page
            .state
            .practice
            .current
            .clone()
            .expect("a practice hand");
        let numbers: Vec<Rational> = cards
            .iter()
            .map(|c| Rational::from(i128::from(c.rank())))
            .collect();
        let answer = solve(&numbers, Rational::from(24), Options::default())
            .unwrap()
            .solutions(Level::Distinct)[0]
            .ascii();
        page.apply(Action::Play(Move::Start, now));
        let estimate = f64::from(current.estimate) / 10.0;
        let seconds = (estimate.ln() + skill.ln() + SPREAD * rng.normal()).exp();
        let millis = (seconds * 1000.0) as u64;
        if millis <= LIMIT_S * 1000 {
            page.apply(Action::Play(Move::Attempt(answer), now + millis));
            solved += 1;
        } else {
            page.apply(Action::Practice(PracticeAction::TimeUp(
                now + LIMIT_S * 1000,
            )));
        }
        now += 120_000;
    }
    let journal = &page.state.practice.journal;
    assert_eq!(journal.entries.len(), HANDS);
    let recorded = journal
        .entries
        .iter()
        .filter(|e| matches!(e.outcome, Outcome::Solved(_)))
        .count();
    assert_eq!(recorded, solved, "every solve within the limit is recorded");
    (History::of(journal).rating().pace, solved)
}

#[test]
fn ratings_order_like_skills_and_players_solve_about_seven_hands_in_ten() {
    let mut paces: Vec<Vec<f64>> = Vec::new();
    for &skill in &SKILLS {
        let mut level = Vec::new();
        let mut solved = 0;
        for seed in 0..PLAYERS {
            let (pace, s) = play(skill, seed);
            level.push(pace);
            solved += s;
        }
        let rate = solved as f64 / (PLAYERS as usize * HANDS) as f64;
        let mut sorted = level.clone();
        sorted.sort_by(f64::total_cmp);
        let median = sorted[sorted.len() / 2];
        println!(
            "skill {skill}×: solved {:.1} % of {} hands; rated pace ×{:.2} (median; quartiles ×{:.2}–×{:.2})",
            rate * 100.0,
            PLAYERS as usize * HANDS,
            median.exp(),
            sorted[sorted.len() / 4].exp(),
            sorted[sorted.len() * 3 / 4].exp(),
        );
        assert!(
            (0.6..=0.8).contains(&rate),
            "skill {skill}: solve rate {rate}"
        );
        paces.push(level);
    }
    // Each seed's four players, one per skill, in order of their ratings.
    let ordered = (0..PLAYERS as usize)
        .filter(|&i| paces.windows(2).all(|w| w[0][i] < w[1][i]))
        .count();
    println!("all four in order for {ordered} of {PLAYERS} seeds");
    assert!(
        ordered * 10 >= PLAYERS as usize * 9,
        "{ordered} of {PLAYERS}"
    );
    let medians: Vec<f64> = paces
        .iter()
        .map(|p| {
            let mut p = p.clone();
            p.sort_by(f64::total_cmp);
            p[p.len() / 2]
        })
        .collect();
    assert!(medians.windows(2).all(|w| w[0] < w[1]), "{medians:?}");
}
