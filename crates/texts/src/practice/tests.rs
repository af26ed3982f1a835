//! Every language has every text of Practice and the worksheet, and each
//! sentence names what it is about.

use super::*;
use solver::difficulty::Grade;

#[test]
fn every_language_has_every_practice_text() {
    for lang in Lang::ALL {
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
        let labels = [
            practice,
            intro,
            limit,
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
            table_caption,
            technique,
            hands,
            solved,
            median,
            all_hands,
            hardest,
            nothing_yet,
            data,
            data_note,
            export,
            import,
            wipe,
            wipe_confirm,
            wipe_yes,
            cancel,
        ];
        for label in labels.iter().copied().chain(techniques) {
            assert!(!label.trim().is_empty(), "{lang:?}");
        }
        let level = level(17, "Tricky");
        assert!(level.contains("17") && level.contains("Tricky"), "{level}");
        for text in [
            played(29),
            seconds("29"),
            chart_point(29, 29),
            imported(29),
            solved_of(29, 29, "29%"),
            file_error(29, "x"),
        ] {
            assert!(text.contains("29"), "{lang:?}: {text}");
        }
        // The count never ends a line apart from its noun.
        for n in [1, 29] {
            let text = played(n);
            assert!(!text.contains(&format!("{n} ")), "{lang:?}: {text}");
        }
        let line = hardest_line("3 3 8 8", "Fiendish", 154, "45.2");
        for part in ["3 3 8 8", "Fiendish", "154", "45.2"] {
            assert!(line.contains(part), "{lang:?}: {line}");
        }
        use FileProblem as P;
        for problem in [
            P::Version("7".into()),
            P::Unknown("x7".into()),
            P::Fields("7 7".into()),
            P::BadTime("7x".into()),
            P::BadHand("7-x".into()),
            P::BadEstimate("7.77".into()),
            P::BadTechniques("7q".into()),
            P::BadLimit("7".into()),
            P::BadResult("-7".into()),
        ] {
            let said = file_problem(&problem);
            assert!(said.contains('7'), "{lang:?}: {said}");
        }
        for problem in [P::NotPractice, P::TooMany] {
            assert!(!file_problem(&problem).is_empty());
        }
        let error = FileError {
            line: 12,
            problem: P::BadHand("zz".into()),
        };
        let said = lang.file_error(&error);
        assert!(said.contains("12") && said.contains("zz"), "{said}");
    }
}

#[test]
fn every_language_has_every_worksheet_text() {
    for lang in Lang::ALL {
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
        let labels = [
            print_worksheet,
            worksheet,
            controls,
            count,
            paper,
            new_sheet,
            print,
            back,
            homework,
            instructions,
            name,
            date,
            answers,
            hand_column,
            one_solution,
            distinct,
            dealing,
            reopen,
            reopen_qr,
            card_values,
            key_note,
        ];
        for label in labels.iter().copied().chain(papers) {
            assert!(!label.trim().is_empty(), "{lang:?}");
        }
        let t = title(12, 4, "24");
        assert!(
            t.contains("12") && t.contains('4') && t.contains("24"),
            "{t}"
        );
        let s = short(5, 20);
        assert!(s.contains('5') && s.contains("20"), "{s}");
        for text in [hand(17), size_capped(17), seed(17)] {
            assert!(text.contains("17"), "{lang:?}: {text}");
        }
    }
}

#[test]
fn japanese_puts_each_level_before_its_hands_as_japanese_does() {
    let level = Lang::Ja.practice_text().level;
    let explore = Lang::Ja.text().explore.level_hands;
    for (grade, hands) in [
        (Grade::Easy, "やさしい手札"),
        (Grade::Fair, "ふつうの手札"),
        (Grade::Tricky, "ややむずかしい手札"),
        (Grade::Hard, "むずかしい手札"),
        (Grade::Fiendish, "超難問の手札"),
    ] {
        let name = Lang::Ja.grade_name(grade);
        for line in [level(12, name), explore(3, name)] {
            assert!(line.contains(hands), "{line}");
        }
    }
}
