//! The Rooms server's message decoder, and what a room does with what it
//! reads: any text a page may send is decoded without a panic, what
//! decodes is written back byte for byte (one text per message), and a
//! generated message decodes to itself; the decoded messages, from any
//! seat, in any order, with the clock, drops, returns and deals in
//! between, never make a room panic, and everything the room says (and
//! its whole state, as a page arriving would get it) encodes and decodes
//! back unchanged; the host's report goes to one page, never to all; a
//! Challenge's card goes to one player at most, never to one locked out of
//! it, and is worth its dots; teams are all dealt, or none.

use super::shorter_texts;
use crate::rng::{Rng, NOISE};
use crate::Target;
use cards::deal;
use protocol::room::{
    ClientMsg, DecodeError, Phase, RoomCode, ServerMsg, Settings, MAX_PLAYERS, PROTOCOL_VERSION,
};
use server::deal::{hand, Hand, Rules};
use server::room::{Room, Timing, To};
use solver::difficulty::Grade;
use solver::Rational;
use std::time::{Duration, Instant};

pub struct Rooms;

/// One thing that happens to the room.
#[derive(Clone, Debug)]
pub enum Step {
    /// A message's text from the page of seat `seat` (an index among the
    /// seats taken so far).
    Text {
        seat: usize,
        text: String,
    },
    /// A page takes a seat.
    Join(String),
    /// A seat's page drops, or comes back.
    Drop(usize),
    Resume(usize),
    Watch,
    /// Time passes, in milliseconds.
    Wait(u64),
    /// The deal asked for comes back, with a hand (of these ranks) or none.
    Deal(Option<Vec<u8>>),
}

const PIECES: &[&str] = &[
    "1:",
    "1:1",
    "0:",
    "5:start",
    "6:answer",
    "4:join",
    "5:watch",
    "6:resume",
    "9:configure",
    "9:end-round",
    "4:next",
    "5:leave",
    "5:extra",
    "3:1.5",
    "6:create",
    "1:2",
    "1:3",
    "1:4",
    "11:no-solution",
    "4:team",
    "10:deal-teams",
    "5:final",
    "9:challenge",
    "2:24",
    "6:K7M2QX",
    "3:Ada",
    "1:0",
    "3:8/3",
    "2:-1",
    ":",
    "9",
    "99999999999999999999",
    "点",
    "\u{0}",
];

pub(super) const NICKNAMES: &[&str] = &[
    "Ada",
    "ada",
    "Bo",
    " Cy ",
    "",
    " ",
    "\u{7}",
    "\u{202E}x",
    "点点",
    "twenty-one characters",
    "<b>",
    "Zoë",
    "Sly Fox",
    "快乐的熊猫",
];

fn text(rng: &mut Rng) -> String {
    rng.text(NOISE, 8)
}

fn settings(rng: &mut Rng) -> Settings {
    Settings {
        rounds: *rng.pick(&[0, 1, 2, 3, 30, 31]),
        hand_size: rng.range(1, 7) as u8,
        difficulty: if rng.one_in(2) {
            None
        } else {
            Some(*rng.pick(&Grade::ALL))
        },
        target: Rational::new(rng.range(-30, 30), rng.range(1, 4)),
        time_limit: *rng.pick(&[None, Some(30), Some(60), Some(120), Some(45), Some(0)]),
        integers: rng.one_in(3),
        faces: *rng.pick(&cards::Faces::ALL),
        host_plays: !rng.one_in(3),
        late_join: !rng.one_in(3),
        scoring: *rng.pick(protocol::room::Scoring::ALL),
        ranking: *rng.pick(protocol::room::Ranking::ALL),
        generated_names: rng.one_in(4),
        mode: *rng.pick(protocol::room::Mode::ALL),
        cards: *rng.pick(&[0, 1, 2, 3, 31]),
        decoys: *rng.pick(&[0, 1, 2, 4, 6]),
        final_size: *rng.pick(&[1, 2, 3, 9]),
        teams: *rng.pick(&[0, 1, 2, 3, 7]),
    }
}

fn code(rng: &mut Rng) -> RoomCode {
    let mut i = [0u8; 6];
    i.iter_mut().for_each(|x| *x = rng.below(31) as u8);
    RoomCode::from_indices(i).unwrap_or(RoomCode::parse("222222").unwrap())
}

fn message(rng: &mut Rng, answers: &[String]) -> ClientMsg {
    let round = rng.range(0, 3) as u32;
    // Mostly what moves a game on: starts, answers, the host's words.
    match rng.below(20) {
        0 => ClientMsg::Create {
            settings: settings(rng),
            nickname: rng.pick(NICKNAMES).to_string(),
        },
        1 => ClientMsg::Join {
            code: code(rng),
            nickname: rng.pick(NICKNAMES).to_string(),
        },
        2 => ClientMsg::Watch { code: code(rng) },
        3 => ClientMsg::Resume {
            code: code(rng),
            token: text(rng),
        },
        4 => ClientMsg::Configure {
            settings: settings(rng),
        },
        5..=7 => ClientMsg::Start,
        8..=11 => ClientMsg::Answer {
            round,
            text: if answers.is_empty() || rng.one_in(3) {
                text(rng)
            } else {
                rng.pick(answers).clone()
            },
        },
        12 => ClientMsg::EndRound { round },
        13 | 14 => ClientMsg::Next { round },
        15 if rng.one_in(2) => ClientMsg::Remove {
            player: rng.below(4) as u32,
            block: rng.one_in(2),
        },
        15 if rng.one_in(2) => ClientMsg::Lock {
            locked: rng.one_in(2),
        },
        16 | 17 => ClientMsg::NoSolution { round },
        18 => ClientMsg::Team {
            player: rng.below(4) as u32,
            team: rng.below(4) as u8,
        },
        19 if rng.one_in(2) => ClientMsg::DealTeams,
        19 => ClientMsg::Final,
        _ => ClientMsg::Leave,
    }
}

/// A message's text, as written or changed on the way.
fn mangled(rng: &mut Rng, answers: &[String]) -> String {
    let text = message(rng, answers).encode();
    let chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len() + 1);
    match rng.below(9) {
        0..=3 => text,
        8 => rng.text(NOISE, 12),
        4 => chars[..at].iter().collect(),
        5 => {
            let mut c = chars.clone();
            c.insert(at, *rng.pick(&['0', '9', ':', '-', '/', 'x', '点']));
            c.into_iter().collect()
        }
        6 => format!(
            "{}{}{}",
            chars[..at].iter().collect::<String>(),
            rng.pick(PIECES),
            chars[at..].iter().collect::<String>()
        ),
        _ => {
            let version = PROTOCOL_VERSION.to_string();
            format!("{}:{version}{}", version.len(), rng.text(PIECES, 6))
        }
    }
}

/// The ranks of a hand as the cards crate deals them.
pub(super) fn ranks(rng: &mut Rng, size: usize) -> Vec<u8> {
    deal(size, &mut |buf: &mut [u8]| rng.fill(buf))
        .iter()
        .map(|c| c.rank())
        .collect()
}

pub(super) fn hand_of(ranks: &[u8]) -> Option<Hand> {
    let cards: Vec<cards::Card> = ranks
        .iter()
        .zip(cards::Suit::ALL.iter().cycle())
        .filter_map(|(&r, &s)| cards::Card::new(r, s))
        .collect();
    hand(&cards, Rational::from(24), Rules::default())
}

impl Target for Rooms {
    type Input = Vec<Step>;

    fn name(&self) -> &'static str {
        "rooms: decoder and room"
    }

    fn generate(&self, rng: &mut Rng) -> Vec<Step> {
        // Hands to deal, most of them solvable, and answers that may be
        // right: their first solutions.
        let hands: Vec<Vec<u8>> = (0..3).map(|_| ranks(rng, 4)).collect();
        let answers: Vec<String> = hands
            .iter()
            .filter_map(|r| hand_of(r))
            .flat_map(|h| h.solutions.into_iter().take(3))
            .collect();
        let n = rng.below(40);
        // Most scripts start with a game under way: two players, the
        // host's start, a deal.
        let opening = [
            Step::Join("Ada".into()),
            Step::Join("Bo".into()),
            Step::Text {
                seat: 0,
                text: ClientMsg::Start.encode(),
            },
            Step::Deal(Some(rng.pick(&hands).clone())),
        ];
        let first = if rng.one_in(4) { rng.below(4) } else { 4 };
        opening[..first]
            .iter()
            .cloned()
            .chain((0..n).map(|_| match rng.below(20) {
                0..=9 => Step::Text {
                    // The first seat hosts: more of its messages count.
                    seat: if rng.one_in(2) { 0 } else { rng.below(4) },
                    text: mangled(rng, &answers),
                },
                10 => Step::Join(rng.pick(NICKNAMES).to_string()),
                11 => Step::Join(unicode_name(rng)),
                12 => Step::Drop(rng.below(4)),
                13 => Step::Resume(rng.below(4)),
                14 => Step::Watch,
                15 | 16 => Step::Wait(*rng.pick(&[0, 1, 500, 10_000, 31_000, 61_000])),
                17 if rng.one_in(4) => Step::Deal(None),
                17 | 18 => Step::Deal(Some(rng.pick(&hands).clone())),
                _ => {
                    let size = rng.range(2, 6) as usize;
                    Step::Deal(Some(ranks(rng, size)))
                }
            }))
            .collect()
    }

    fn check(&self, steps: &Vec<Step>) -> Result<(), String> {
        let timing = Timing {
            reconnect: Duration::from_secs(60),
            round_break: Duration::from_secs(10),
            round_limit: None,
        };
        // Short games, timed, so that games end within a script.
        let first = Settings {
            rounds: 2,
            time_limit: Some(30),
            ..Settings::default()
        };
        let mut room = Room::new(first, timing);
        let mut now = Instant::now();
        // Seats taken, by id, with their tokens.
        let mut seats: Vec<(u32, String)> = Vec::new();
        let mut asked: Option<u32> = None;
        for (i, step) in steps.iter().enumerate() {
            match step {
                Step::Text { seat, text } => {
                    let msg = match ClientMsg::decode(text) {
                        Ok(msg) => msg,
                        Err(DecodeError::OtherVersion(_) | DecodeError::Codec(_)) => continue,
                    };
                    if msg.encode() != *text {
                        return Err(format!(
                            "{text:?} decodes to {msg:?}, written {:?}",
                            msg.encode()
                        ));
                    }
                    if let Some((id, _)) = seats.get(*seat % seats.len().max(1)) {
                        let _ = room.handle(*id, msg, now);
                    }
                }
                Step::Join(name) => {
                    let token = format!("token-{i}");
                    if let Ok(id) = room.join(name, token.clone()) {
                        seats.push((id, token));
                    }
                }
                Step::Drop(seat) => {
                    if let Some((id, _)) = seats.get(*seat) {
                        room.dropped(*id, now);
                    }
                }
                Step::Resume(seat) => {
                    if let Some((_, token)) = seats.get(*seat) {
                        let _ = room.resume(token);
                    }
                }
                Step::Watch => {
                    let _ = room.watch();
                }
                Step::Wait(ms) => {
                    now += Duration::from_millis(*ms);
                    room.tick(now);
                }
                Step::Deal(ranks) => {
                    if let Some(n) = asked.take() {
                        let hand = match room.wants_decoy(n) {
                            true => ranks.as_deref().map(decoy_of),
                            false => ranks.as_deref().and_then(hand_of),
                        };
                        room.dealt(n, hand, now);
                    }
                }
            }
            if let Some((n, _)) = room.take_deal() {
                asked = Some(n);
            }
            for out in room.drain() {
                let text = out.msg.encode();
                if ServerMsg::decode(&text).as_ref() != Ok(&out.msg) {
                    return Err(format!("{:?} does not read back from {text:?}", out.msg));
                }
                if matches!(out.msg, ServerMsg::Report(_)) && out.to == To::All {
                    return Err("the report went to every page".into());
                }
            }
            promises(&room, now)?;
        }
        Ok(())
    }

    fn shrink(&self, steps: &Vec<Step>) -> Vec<Vec<Step>> {
        let mut out: Vec<Vec<Step>> = (0..steps.len())
            .map(|i| {
                let mut fewer = steps.clone();
                fewer.remove(i);
                fewer
            })
            .collect();
        for (i, step) in steps.iter().enumerate() {
            if let Step::Text { seat, text } = step {
                for shorter in shorter_texts(text).into_iter().take(8) {
                    let mut changed = steps.clone();
                    changed[i] = Step::Text {
                        seat: *seat,
                        text: shorter,
                    };
                    out.push(changed);
                }
            }
        }
        out
    }
}

/// A nickname of random Unicode: letters, their look-alikes in other
/// scripts and in fullwidth, combining marks, invisible characters, blanks,
/// emoji, and any code point at all.
fn unicode_name(rng: &mut Rng) -> String {
    const NAME_PIECES: &[&str] = &[
        "A",
        "a",
        "n",
        "o",
        "e",
        "Z",
        "\u{410}",
        "\u{430}",
        "\u{391}",
        "\u{3b1}",
        "\u{ff21}",
        "\u{1d400}",
        "\u{301}",
        "\u{308}",
        "\u{34f}",
        "\u{3164}",
        "\u{ffa0}",
        "\u{115f}",
        "\u{2800}",
        "\u{200b}",
        "\u{200d}",
        "\u{fe0f}",
        "\u{e0041}",
        "\u{61c}",
        "\u{180e}",
        " ",
        "\u{3000}",
        "\u{1f98a}",
        "\u{2764}",
        "小",
        "明",
        "김",
    ];
    let mut name = String::new();
    for _ in 0..rng.below(8) {
        if rng.one_in(4) {
            name.extend(char::from_u32(rng.below(0x11_0000) as u32));
        } else {
            name.push_str(rng.pick::<&str>(NAME_PIECES));
        }
    }
    name
}

/// A decoy of these ranks, as the dealer would deal it: no solutions,
/// whatever the ranks make (the room takes the dealer's word).
pub(super) fn decoy_of(ranks: &[u8]) -> Hand {
    let numbers = ranks
        .iter()
        .map(|&r| Rational::from(i128::from(r)))
        .collect();
    Hand {
        cards: ranks
            .iter()
            .map(|&rank| protocol::room::Card { rank, suit: 0 })
            .collect(),
        numbers,
        target: Rational::from(24),
        options: solver::Options::default(),
        grade: Some(Grade::Hard),
        solutions: Vec::new(),
        forms: Vec::new(),
    }
}

/// What a room's state promises whatever happened.
fn promises(room: &Room, now: Instant) -> Result<(), String> {
    let state = room.snapshot(now);
    // Every seated name is kept as the rules keep it, and no two look the
    // same.
    let mut names = Vec::new();
    for player in &state.players {
        let name = server::nickname::check(&player.nickname)
            .map_err(|e| format!("a seated name refused: {:?} ({e:?})", player.nickname))?;
        if name.shown != player.nickname {
            return Err(format!("{:?} is kept as {:?}", player.nickname, name.shown));
        }
        if let Some(twin) = names
            .iter()
            .find(|n: &&server::nickname::Name| n.same(&name))
        {
            return Err(format!(
                "{:?} and {:?} look the same",
                twin.shown, name.shown
            ));
        }
        names.push(name);
    }
    let welcome = ServerMsg::Welcome {
        code: RoomCode::parse("K7M2QX").unwrap(),
        seat: None,
        state: state.clone(),
    };
    if ServerMsg::decode(&welcome.encode()).as_ref() != Ok(&welcome) {
        return Err(format!("the snapshot does not read back: {state:?}"));
    }
    if state.players.len() > MAX_PLAYERS {
        return Err(format!("{} players", state.players.len()));
    }
    // A creator who hosts without playing is seated but not listed.
    let creator = protocol::room::CREATOR;
    let runs = !state.settings.host_plays && state.host == creator && room.is_seated(creator);
    if !state.players.is_empty() && !runs && !state.players.iter().any(|p| p.id == state.host) {
        return Err(format!(
            "host {} is not seated: {:?}",
            state.host, state.players
        ));
    }
    let teams = state.settings.teams;
    if state.players.iter().any(|p| match teams {
        0 => p.team != 0,
        n => !(1..=n).contains(&p.team),
    }) {
        return Err(format!("teams of {teams}: {:?}", state.players));
    }
    if !state.final_game && state.players.iter().any(|p| p.sits_out) {
        return Err(format!("sitting out of no Final: {:?}", state.players));
    }
    let challenge = state.settings.mode == protocol::room::Mode::Challenge;
    if let Phase::Playing { round, solved } | Phase::Reveal { round, solved, .. } = &state.phase {
        // A Challenge's card goes to one player, never to one locked out.
        if challenge && (solved.len() > 1 || solved.iter().any(|s| round.out.contains(&s.player))) {
            return Err(format!("a card taken by {solved:?}, out {:?}", round.out));
        }
        for (k, s) in solved.iter().enumerate() {
            // The game's scoring gives the round's kth its points (a
            // Challenge's card, its dots); a host who does not play never
            // solves.
            let points = match challenge {
                true => protocol::room::card_points(round.grade),
                false => state.settings.scoring.points(k),
            };
            let twice = solved[..k].iter().any(|o| o.player == s.player);
            let runner = !state.settings.host_plays && s.player == creator;
            if s.points != points || twice || runner {
                return Err(format!("the scoreboard {solved:?}"));
            }
        }
    }
    if let Phase::Playing { round, .. } = &state.phase {
        if round.cards.is_empty() {
            return Err("a round without cards".into());
        }
    }
    Ok(())
}
