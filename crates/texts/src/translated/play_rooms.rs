//! Play's and the Rooms view's texts for the check that every text is
//! translated: each label, and each sentence with sample numbers in it.

use crate::play::{PlayText, WorldText};
use crate::prelude::*;
use crate::rooms::{HomeworkText, RoomsText};
use crate::Lang;
use model::play::Outcome;
use protocol::room::nickname::Problem as NickProblem;
use protocol::room::settings::Problem as SettingsProblem;
use protocol::room::{CloseReason, EndReason};
use solver::attempt::Invalid;
use solver::hint::hints;
use solver::{Level, Rational};

/// Play's texts, taken apart field by field: a new one fails to compile
/// here until it is listed.
pub(super) fn play_texts(lang: Lang, t: &PlayText, add: &mut impl FnMut(&str, String)) {
    let PlayText {
        play,
        table,
        operations,
        op_names,
        undo,
        reset,
        attempt,
        check,
        no_solution,
        hint,
        reveal,
        next,
        daily,
        time,
        challenge,
        bests,
        reset_bests,
        all_found,
        keys_help,
        found,
        again,
        tally,
        wrong,
        not_in_hand,
        used_twice,
        missing,
        division_by_zero,
        fraction,
        too_large,
        syntax,
        no_solution_right,
        no_solution_wrong,
        hint_count,
        hint_pair,
        hint_step,
        hint_goal,
        hint_last,
        beat,
        solved_in,
        score,
        fastest,
        solved_by_level,
        unrated,
        blank,
        seconds,
        deal_hand,
        beat_by,
        missed_by,
        tied,
        rematch,
        shared,
        daily_label,
        daily_done,
        next_daily,
        daily_stats,
        daily_figures,
        called,
        reset_ask,
        reset_yes,
        reset_no,
        export,
        import,
        sound,
    } = t;
    for (name, text) in [
        ("play", play),
        ("table", table),
        ("operations", operations),
        ("undo", undo),
        ("reset", reset),
        ("attempt", attempt),
        ("check", check),
        ("no_solution", no_solution),
        ("hint", hint),
        ("reveal", reveal),
        ("next", next),
        ("daily", daily),
        ("time", time),
        ("challenge", challenge),
        ("bests", bests),
        ("reset_bests", reset_bests),
        ("all_found", all_found),
        ("keys_help", keys_help),
        ("division_by_zero", division_by_zero),
        ("too_large", too_large),
        ("no_solution_right", no_solution_right),
        ("no_solution_wrong", no_solution_wrong),
        ("hint_last", hint_last),
        ("solved_by_level", solved_by_level),
        ("unrated", unrated),
        ("blank", blank),
        ("deal_hand", deal_hand),
        ("rematch", rematch),
        ("daily_done", daily_done),
        ("daily_stats", daily_stats),
        ("reset_ask", reset_ask),
        ("reset_yes", reset_yes),
        ("reset_no", reset_no),
        ("export", export),
        ("import", import),
        ("sound", sound),
    ] {
        add(name, text.to_string());
    }
    for name in op_names {
        add("op_names", name.to_string());
    }
    for name in daily_figures {
        add("daily_figures", name.to_string());
    }
    add("found", found(1, 3));
    add("again", again(2, 3));
    add("tally", tally(1, 3));
    add("tally", tally(2, 3));
    add("wrong", wrong("23", "24"));
    add("not_in_hand", not_in_hand("7"));
    add("used_twice", used_twice("7"));
    add("missing", missing("7"));
    add("fraction", fraction("8/3"));
    add("syntax", syntax(4));
    for count in [0, 1, 5] {
        add("hint_count", hint_count(count));
    }
    add("hint_pair", hint_pair("8", "3"));
    add("hint_step", hint_step("8 ÷ 3 = 8/3"));
    add("hint_goal", hint_goal("24", &["8/3".into(), "9".into()]));
    add("hint_goal", hint_goal("24", &["9".into()]));
    add("beat", beat("12.4"));
    add("solved_in", solved_in("12.4"));
    add("score", score(3, 2));
    add("fastest", fastest("4.2"));
    add("seconds", seconds("2.3"));
    add("beat_by", beat_by("12.4", "1.1"));
    add("missed_by", missed_by("2.1"));
    add("tied", tied("9.0"));
    for hints in [0, 1, 2] {
        add("shared", shared("12.4", hints));
    }
    add("daily_label", daily_label(11, 23));
    for minutes in [5, 60, 312] {
        add("next_daily", next_daily(minutes));
    }
    add("called", called(3));
    // The sentences made from them.
    let q = Rational::from_integer;
    add(
        "outcome",
        lang.outcome(&Outcome::Invalid(Invalid::DivisionByZero), &q(24)),
    );
    let h = hints(&[3, 3, 8, 8].map(q), q(24), Level::Distinct).unwrap();
    for n in 1..=4 {
        add("hint", lang.hint(n, &h));
    }
    world_texts(lang.world_text(), add);
}

/// The world's daily, taken apart field by field.
fn world_texts(w: &WorldText, add: &mut impl FnMut(&str, String)) {
    let WorldText {
        comparing,
        standing,
        first,
        solved_share,
        first_counts,
        chart,
        range,
        bar,
        you,
        yesterday,
        needs_server,
        lost,
        unavailable,
        not_started,
        not_today,
        refused,
    } = w;
    for (name, text) in [
        ("comparing", comparing),
        ("first_counts", first_counts),
        ("chart", chart),
        ("needs_server", needs_server),
        ("lost", lost),
        ("unavailable", unavailable),
        ("not_started", not_started),
        ("not_today", not_today),
        ("refused", refused),
    ] {
        add(name, text.to_string());
    }
    add("standing", standing("14.2 s", "68%", 1, "1"));
    add("standing", standing("14.2 s", "68%", 4230, "4,230"));
    add("first", first("14.2 s"));
    add("solved_share", solved_share("68%"));
    add("range", range(None, Some("10")));
    add("range", range(Some("10"), Some("20")));
    add("range", range(Some("300"), None));
    add("bar", bar("10–20 s", 1, "1"));
    add("bar", bar("10–20 s", 312, "312"));
    add("you", you.to_string());
    add("yesterday", yesterday(1, "1", "71%", None));
    add("yesterday", yesterday(3912, "3,912", "71%", Some("31.0 s")));
}

/// The Rooms view's labels and sentences, and every refusal and state it
/// words.
pub(super) fn rooms_texts(r: &RoomsText, add: &mut impl FnMut(&str, String)) {
    for text in crate::rooms::tests::labels(r) {
        add(rooms_name(r, text), text.to_string());
    }
    for kind in crate::rooms::tests::KINDS {
        add("error", (r.error)(kind).to_string());
    }
    for problem in [
        NickProblem::Empty,
        NickProblem::TooLong,
        NickProblem::NotText,
    ] {
        add(
            "nickname_problem",
            (r.nickname_problem)(problem).to_string(),
        );
    }
    for problem in [
        SettingsProblem::Rounds,
        SettingsProblem::HandSize,
        SettingsProblem::Target,
        SettingsProblem::TimeLimit,
        SettingsProblem::Cards,
        SettingsProblem::Decoys,
        SettingsProblem::FinalSize,
        SettingsProblem::Teams,
    ] {
        add(
            "settings_problem",
            (r.settings_problem)(problem).to_string(),
        );
    }
    for why in [CloseReason::Idle, CloseReason::Restarting] {
        add("closed", (r.closed)(why).to_string());
    }
    for why in EndReason::ALL {
        add("ended", (r.ended)(*why).to_string());
    }
    add("seconds", (r.seconds)(30));
    let (before, after) = (r.round)(12);
    add("round", format!("{before}3{after}"));
    add("make", (r.make)("24"));
    add("remove_ask", (r.remove_ask)("Bo"));
    add("extra_time", (r.extra_time)("Bo"));
    add("extra_note", (r.extra_note)(r.extra_choices[1]));
    for choice in r.extra_choices {
        add("extra_choices", choice.to_string());
    }
    add("solved_points", (r.solved_points)(1));
    add("solved_points", (r.solved_points)(3));
    add("solved", (r.solved)("12.3", 1));
    add("solved", (r.solved)("12.3", 3));
    add("solutions", (r.solutions)(1));
    add("solutions", (r.solutions)(17));
    add("next_in", (r.next_in)(8));
    add("round_short", (r.round_short)(7));
    add("join_room", (r.join_room)("K7M2QX"));
    add("host_now", (r.host_now)("Ada"));
    add("bad_code", (r.bad_code)("zz9"));
    add("bad_target", (r.bad_target)("3/"));
    let t = &r.report;
    for (name, text) in [
        ("report heading", t.heading),
        ("report note", t.note),
        ("report by_player", t.by_player),
        ("report by_round", t.by_round),
        ("report hand", t.hand),
        ("report level", t.level),
        ("report solved", t.solved),
        ("report median", t.median),
        ("report first", t.first),
        ("report wrong", t.wrong),
        ("report round", t.round),
        ("report target", t.target),
        ("report seconds", t.seconds),
        ("report answer", t.answer),
        ("report solution", t.solution),
        ("report solutions", t.solutions),
        ("report yes", t.yes),
        ("report no", t.no),
        ("report absent", t.absent),
        ("report csv", t.csv),
        ("report print", t.print),
    ] {
        add(name, text.to_string());
    }
    add("report share", (t.share)(3, 4));
    add("report which", (t.which)(2, 5));
    challenge_texts(r, add);
}

/// The Challenge's and teams' texts.
fn challenge_texts(r: &RoomsText, add: &mut impl FnMut(&str, String)) {
    let c = &r.challenge;
    for (name, text) in [
        ("challenge mode", c.mode),
        ("challenge cards", c.cards),
        ("challenge decoys", c.decoys),
        ("challenge no_decoys", c.no_decoys),
        ("challenge final_size", c.final_size),
        ("challenge rules_heading", c.rules_heading),
        ("challenge rules", c.rules),
        ("challenge no_solution", c.no_solution),
        ("challenge locked_out", c.locked_out),
        ("challenge out_mark", c.out_mark),
        ("challenge decoy", c.decoy),
        ("challenge final_game", c.final_game),
        ("challenge watching_final", c.watching_final),
        ("challenge teams", c.teams),
        ("challenge no_teams", c.no_teams),
        ("challenge deal_teams", c.deal_teams),
        ("challenge per_member", c.per_member),
        ("challenge team_head", c.team_head),
    ] {
        add(name, text.to_string());
    }
    for mode in c.modes {
        add("challenge modes", mode.to_string());
    }
    add("challenge decoy_share", (c.decoy_share)(6));
    let (before, after) = (c.card)(12);
    add("challenge card", format!("{before}3{after}"));
    add("challenge points", (c.points)(1));
    add("challenge points", (c.points)(3));
    add("challenge took", (c.took)("Bo"));
    add("challenge called", (c.called)("Bo"));
    add("challenge start_final", (c.start_final)(4));
    add("challenge team", (c.team)(2));
    add("challenge team_of", (c.team_of)("Bo"));
}

/// Homework's texts, taken apart field by field: a new one fails to
/// compile here until it is listed.
pub(super) fn homework_texts(h: &HomeworkText, add: &mut impl FnMut(&str, String)) {
    let HomeworkText {
        heading,
        intro,
        hands,
        level,
        any_level,
        deadline,
        in_time,
        limit,
        no_limit,
        per_hand,
        rules_note,
        create,
        made,
        student_link,
        student_note,
        teacher_link,
        teacher_note,
        open_results,
        kept,
        kept_note,
        forget,
        show_link,
        title,
        join_intro,
        start,
        playing_as,
        due,
        hand_of,
        left,
        solved,
        time_up,
        skipped,
        tries,
        skip,
        next,
        finished,
        results_title,
        students,
        closed_on,
        over,
        closed,
        live_note,
        no_students,
        student,
        hand_head,
        solved_head,
        playing,
        missed,
        share,
        median,
        cards,
        csv,
        close,
        delete,
        delete_ask,
        delete_yes,
        delete_no,
        deleted,
        needs_server,
        lost,
        seat_gone,
        refused,
    } = h;
    for (name, text) in [
        ("homework heading", heading),
        ("homework intro", intro),
        ("homework hands", hands),
        ("homework level", level),
        ("homework any_level", any_level),
        ("homework deadline", deadline),
        ("homework limit", limit),
        ("homework no_limit", no_limit),
        ("homework rules_note", rules_note),
        ("homework create", create),
        ("homework student_link", student_link),
        ("homework student_note", student_note),
        ("homework teacher_link", teacher_link),
        ("homework teacher_note", teacher_note),
        ("homework open_results", open_results),
        ("homework kept", kept),
        ("homework kept_note", kept_note),
        ("homework forget", forget),
        ("homework join_intro", join_intro),
        ("homework start", start),
        ("homework time_up", time_up),
        ("homework skipped", skipped),
        ("homework skip", skip),
        ("homework next", next),
        ("homework over", over),
        ("homework closed", closed),
        ("homework show_link", show_link),
        ("homework lost", lost),
        ("homework seat_gone", seat_gone),
        ("homework live_note", live_note),
        ("homework no_students", no_students),
        ("homework student", student),
        ("homework solved_head", solved_head),
        ("homework playing", playing),
        ("homework missed", missed),
        ("homework share", share),
        ("homework median", median),
        ("homework cards", cards),
        ("homework csv", csv),
        ("homework close", close),
        ("homework delete", delete),
        ("homework delete_ask", delete_ask),
        ("homework delete_yes", delete_yes),
        ("homework delete_no", delete_no),
        ("homework deleted", deleted),
        ("homework needs_server", needs_server),
    ] {
        add(name, text.to_string());
    }
    for minutes in [60, 180, 1440, 10080] {
        add("homework in_time", in_time(minutes));
    }
    for seconds in [30, 90, 120] {
        add("homework per_hand", per_hand(seconds));
    }
    let date = "2025-12-05 18:00";
    add("homework made", made(date));
    add("homework title", title("K7M2QX"));
    add("homework playing_as", playing_as("Ada"));
    add("homework due", due(date));
    add("homework hand_of", hand_of(3, 10));
    add("homework left", left(1));
    add("homework left", left(42));
    add("homework solved", solved("12.3 s"));
    add("homework tries", tries(1));
    add("homework tries", tries(3));
    add("homework finished", finished(7, 10));
    add("homework results_title", results_title("K7M2QX"));
    add("homework students", students(1));
    add("homework students", students(12));
    add("homework closed_on", closed_on(date));
    add("homework hand_head", hand_head(3));
    for why in crate::rooms::tests::REFUSALS {
        add("homework refused", refused(why).to_string());
    }
}

/// The name a Rooms label goes by in [`SAME_AS_ENGLISH`]: the one word
/// labels that may read as in English name themselves.
fn rooms_name(r: &RoomsText, text: &str) -> &'static str {
    if text == r.points {
        "points"
    } else {
        "rooms label"
    }
}
