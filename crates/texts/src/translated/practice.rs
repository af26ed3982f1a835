//! Practice's and the worksheet's texts for the check that every text is
//! translated, taken apart field by field: a new one fails to compile here
//! until it is listed.

use crate::practice::{PracticeText, SheetText};
use crate::prelude::*;
use crate::Lang;
use model::practice::file::FileProblem;

pub(super) fn practice_texts(lang: Lang, add: &mut impl FnMut(&str, String)) {
    let PracticeText {
        practice,
        intro,
        level,
        played,
        limit,
        seconds,
        dealing,
        review,
        time_up,
        missed,
        give_up,
        next,
        progress,
        chart_title,
        chart_x,
        chart_y,
        chart_point,
        table_caption,
        technique,
        hands,
        solved,
        median,
        techniques,
        all_hands,
        solved_of,
        hardest,
        hardest_line,
        nothing_yet,
        data,
        data_note,
        export,
        import,
        wipe,
        wipe_confirm,
        wipe_yes,
        cancel,
        imported,
        file_error,
        file_problem,
    } = lang.practice_text();
    for (name, text) in [
        ("practice", practice),
        ("intro", intro),
        ("limit", limit),
        ("dealing", dealing),
        ("review", review),
        ("time_up", time_up),
        ("missed", missed),
        ("give_up", give_up),
        ("next", next),
        ("progress", progress),
        ("chart_title", chart_title),
        ("chart_x", chart_x),
        ("chart_y", chart_y),
        ("table_caption", table_caption),
        ("technique", technique),
        ("hands", hands),
        ("solved", solved),
        ("median", median),
        ("all_hands", all_hands),
        ("hardest", hardest),
        ("nothing_yet", nothing_yet),
        ("data", data),
        ("data_note", data_note),
        ("export", export),
        ("import", import),
        ("wipe", wipe),
        ("wipe_confirm", wipe_confirm),
        ("wipe_yes", wipe_yes),
        ("cancel", cancel),
    ] {
        add(name, text.to_string());
    }
    for (i, name) in techniques.iter().enumerate() {
        add(
            ["fractions", "products", "division", "negatives"][i],
            name.to_string(),
        );
    }
    add("level", level(17, "Tricky"));
    add("played", played(1));
    add("played", played(29));
    add("seconds", seconds("29"));
    add("chart_point", chart_point(29, 29));
    add("imported", imported(1));
    add("imported", imported(29));
    add("solved_of", solved_of(29, 40, "72.5%"));
    add("file_error", file_error(29, "x"));
    add(
        "hardest_line",
        hardest_line("3 3 8 8", "Fiendish", 154, "45.2"),
    );
    use FileProblem as P;
    for problem in [
        P::NotPractice,
        P::Version("7".into()),
        P::Unknown("x7".into()),
        P::Fields("7 7".into()),
        P::BadTime("7x".into()),
        P::BadHand("7-x".into()),
        P::BadEstimate("7.77".into()),
        P::BadTechniques("7q".into()),
        P::BadLimit("7".into()),
        P::BadResult("-7".into()),
        P::TooMany,
    ] {
        add("file_problem", file_problem(&problem));
    }
}

pub(super) fn sheet_texts(lang: Lang, add: &mut impl FnMut(&str, String)) {
    let SheetText {
        print_worksheet,
        worksheet,
        controls,
        count,
        paper,
        papers,
        new_sheet,
        print,
        back,
        homework,
        title,
        instructions,
        name,
        date,
        hand,
        answers,
        hand_column,
        one_solution,
        distinct,
        dealing,
        short,
        reopen,
        reopen_qr,
        card_values,
        key_note,
        size_capped,
        seed,
    } = lang.sheet_text();
    for (field, text) in [
        ("print_worksheet", print_worksheet),
        ("worksheet", worksheet),
        ("sheet controls", controls),
        ("count", count),
        ("paper", paper),
        ("a4", &papers[0]),
        ("letter", &papers[1]),
        ("new_sheet", new_sheet),
        ("print", print),
        ("back", back),
        ("sheet homework", homework),
        ("instructions", instructions),
        ("name", name),
        ("date", date),
        ("answers", answers),
        ("hand_column", hand_column),
        ("one_solution", one_solution),
        ("sheet distinct", distinct),
        ("sheet dealing", dealing),
        ("reopen", reopen),
        ("reopen_qr", reopen_qr),
        ("card_values", card_values),
        ("key_note", key_note),
    ] {
        add(field, text.to_string());
    }
    add("sheet title", title(12, 4, "24"));
    add("short", short(5, 20));
    add("sheet hand", hand(17));
    add("size_capped", size_capped(17));
    add("seed", seed(17));
}
