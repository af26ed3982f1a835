//! Homework, against the server that serves the page: a teacher makes
//! homework from the Rooms page and gets its two links; students play it
//! on the students' link, each hand dealt, timed and judged by the server;
//! the teacher's page follows them live and its CSV reads back; a student
//! who comes after the deadline is refused. The browser lists what it
//! made until forgotten or deleted. A request lost on the way is
//! given up, and holds back none after it. On a static host the page says
//! homework needs the server.
//!
//! The server's homework minute lasts [`HOMEWORK_MINUTE_MS`] here, so the
//! shortest deadline, an hour, passes while the scenario runs.

use crate::game::{answer, saved_file, table_numbers};
use e2e::rooms::HOMEWORK_MINUTE_MS;
use e2e::{rooms_scenario, scenario, wait_contains, wait_contains_long, wait_count, Page, Result};
use model::csv;
use solver::Rational;
use std::time::{Duration, Instant};

/// The part of a link after its host: `/?assign=…`.
fn path_of(link: &str) -> Result<String> {
    link.find("/?")
        .map(|at| link[at..].to_string())
        .ok_or_else(|| format!("not a link to the page: {link}"))
}

/// The first solution of the hand on the table, and a wrong answer to it.
async fn right_and_wrong(page: &Page) -> Result<(String, String)> {
    let numbers = table_numbers(page).await?;
    let solved = solver::solve(&numbers, Rational::from_integer(24), Default::default())
        .map_err(|e| e.to_string())?;
    let right = solved
        .solutions(solver::Level::Distinct)
        .first()
        .map(|s| s.ascii())
        .ok_or("the hand has no solution")?;
    let sum = numbers
        .iter()
        .fold(Rational::from_integer(0), |a, &b| a + b);
    let join = |sign: &str| {
        numbers
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(sign)
    };
    let wrong = if sum == Rational::from_integer(24) {
        join("-")
    } else {
        join("+")
    };
    Ok((right, wrong))
}

/// Screenshots of the page as a phone and a laptop show it; fails if the
/// phone's page pans sideways.
async fn shots(page: &Page, label: &str) -> Result {
    page.fits_screen(label, 390, 844).await?;
    let wide = page
        .js(
            "return document.documentElement.scrollWidth;",
            e2e::json!([]),
        )
        .await?;
    if wide.as_u64().is_none_or(|w| w > 390) {
        return Err(format!("{label} is {wide} px wide on a 390 px phone"));
    }
    page.fits_screen(label, 1280, 800).await?;
    Ok(())
}

/// Opens the students' link on `page` and joins as `name`.
async fn join(page: &Page, path: &str, name: &str) -> Result {
    page.open(path).await?;
    page.wait_displayed("#assign-nick").await?;
    page.click("#assign-nick").await?;
    page.type_keys(name).await?;
    page.click("#assign-start").await
}

/// Waits for hand `n` (from 1) of `of` on the table.
async fn hand(page: &Page, n: u32, of: u32) -> Result {
    wait_contains(page, "#assign-hand", &[&format!("Hand {n} of {of}")]).await?;
    wait_count(page, "[data-play-card] img", 4).await
}

async fn verdict(page: &Page, outcome: &str, parts: &[&str]) -> Result<String> {
    wait_contains(
        page,
        &format!("#assign-verdict[data-outcome=\"{outcome}\"]"),
        parts,
    )
    .await
}

#[test]
fn rooms_homework_is_made_played_by_a_class_and_read_by_its_teacher() {
    rooms_scenario("homework", 4, async |rooms| {
        let [teacher, ana, ben, cleo] = &rooms.pages[..] else {
            return Err("four sessions".into());
        };
        teacher.open("/?view=rooms").await?;
        teacher.wait_displayed("#assign-create").await?;
        teacher.click(r#"#assign-hands option[value="5"]"#).await?;
        teacher
            .click(r#"#assign-deadline option[value="60"]"#)
            .await?;
        teacher.click("#assign-create").await?;
        let made = Instant::now();
        teacher.wait_displayed("#assign-student-link").await?;
        // The teacher's link shows when asked: the QR code beside it may
        // be on a projector.
        if teacher.is_displayed("#assign-teacher-link").await? {
            return Err("the teacher's key is shown without being asked".into());
        }
        teacher.click(".assign-key summary").await?;
        teacher.wait_displayed("#assign-teacher-link").await?;
        let students = teacher
            .attrs("#assign-student-link", "href")
            .await?
            .join("");
        let results = teacher
            .attrs("#assign-teacher-link", "href")
            .await?
            .join("");
        if !students.contains("?assign=") || !results.contains("&teacher=") {
            return Err(format!("the links: {students} and {results}"));
        }
        wait_count(teacher, ".assign-made svg.qr", 1).await?;
        teacher.check_accessibility("homework made").await?;
        shots(teacher, "homework-made").await?;
        let (students, results) = (path_of(&students)?, path_of(&results)?);
        teacher.open(&results).await?;
        teacher.wait_displayed("#assign-no-students").await?;

        // Ana answers wrong, then right; the server times her.
        join(ana, &students, "Ana").await?;
        hand(ana, 1, 5).await?;
        let (right, wrong) = right_and_wrong(ana).await?;
        answer(ana, &wrong).await?;
        verdict(ana, "wrong", &["1 wrong try"]).await?;
        answer(ana, &right).await?;
        verdict(ana, "correct", &["Solved in", "1 wrong try"]).await?;
        ana.check_accessibility("a homework hand solved").await?;
        shots(ana, "homework-solved").await?;
        ana.click("#assign-next").await?;
        hand(ana, 2, 5).await?;
        // A reload goes on where she was.
        ana.open(&students).await?;
        hand(ana, 2, 5).await?;
        wait_contains(ana, "#assign-about", &["Playing as Ana"]).await?;

        // Ben skips the first hand and solves the second: the same hands.
        join(ben, &students, "Ben").await?;
        hand(ben, 1, 5).await?;
        ben.click("#assign-skip").await?;
        verdict(ben, "wrong", &["Skipped"]).await?;
        ben.click("#assign-next").await?;
        hand(ben, 2, 5).await?;
        let ana_cards = ana.attrs("[data-play-card] img", "alt").await?;
        if ben.attrs("[data-play-card] img", "alt").await? != ana_cards {
            return Err("Ana and Ben were dealt different hands".into());
        }
        let (right, _) = right_and_wrong(ben).await?;
        answer(ben, &right).await?;
        verdict(ben, "correct", &["Solved in"]).await?;

        // The teacher's page has followed them, without a reload.
        wait_count(teacher, "#assign-results [data-student]", 2).await?;
        wait_contains(
            teacher,
            r#"[data-student="Ana"]"#,
            &["1 wrong try", "playing"],
        )
        .await?;
        wait_contains(teacher, r#"[data-student="Ben"]"#, &["missed"]).await?;
        // Of those who finished each hand: Ana and Ben the first, Ben the
        // second (Ana plays it still).
        wait_contains(teacher, "#assign-results tfoot", &["50", "100%"]).await?;
        teacher.check_accessibility("homework results").await?;
        shots(teacher, "homework-results").await?;
        let (file, text) = saved_file(teacher, "#assign-csv").await?;
        let rows = csv::read(&text).ok_or("the CSV does not read back")?;
        let code = students.trim_start_matches("/?assign=");
        if file != format!("24-homework-{code}.csv") || rows.len() != 1 + 2 + 2 {
            return Err(format!("{file}: {rows:?}"));
        }
        let ana_first = &rows[1];
        if ana_first[0] != "Ana"
            || ana_first[3] != "yes"
            || ana_first[5] != "1"
            || ana_first[6].is_empty()
        {
            return Err(format!("Ana's first hand: {ana_first:?}"));
        }

        // After the deadline: Cleo is refused, and so is Ana's answer.
        let deadline = Duration::from_millis(60 * u64::from(HOMEWORK_MINUTE_MS));
        std::thread::sleep((deadline + Duration::from_secs(1)).saturating_sub(made.elapsed()));
        join(cleo, &students, "Cleo").await?;
        wait_contains(cleo, "#assign-error", &["deadline has passed"]).await?;
        shots(cleo, "homework-past-deadline").await?;
        let (right, _) = right_and_wrong(ana).await?;
        answer(ana, &right).await?;
        wait_contains(ana, "#assign-error", &["deadline has passed"]).await?;
        wait_contains(teacher, "#assign-over", &["deadline has passed"]).await?;
        // Every language's pages, checked by axe.
        for lang in lang::Lang::ALL.iter().map(|l| l.tag()) {
            for (page, what) in [(teacher, "results"), (cleo, "joining")] {
                page.switch_language(lang).await?;
                page.wait_displayed("#assign-title").await?;
                if what == "results" {
                    page.wait_displayed("#assign-results").await?;
                }
                page.check_accessibility(&format!("homework {what}, {lang}"))
                    .await?;
            }
        }
        // Deleted: the results are gone for good.
        teacher.switch_language("en").await?;
        teacher.wait_displayed("#assign-results").await?;
        teacher.click("#assign-delete").await?;
        teacher.click("#assign-delete-yes").await?;
        wait_contains(teacher, "#assign-deleted", &["deleted"]).await?;
        teacher.open(&results).await?;
        wait_contains(teacher, "#assign-error", &["No homework has this code"]).await?;
        Ok(())
    });
}

#[test]
fn a_homework_request_lost_on_the_way_holds_back_none_after_it() {
    rooms_scenario("homework-lost-request", 2, async |rooms| {
        let [teacher, ana] = &rooms.pages[..] else {
            return Err("two sessions".into());
        };
        teacher.open_on(&rooms.proxied(), "/?view=rooms").await?;
        teacher.wait_displayed("#assign-create").await?;
        teacher
            .click(r#"#assign-deadline option[value="1440"]"#)
            .await?;
        teacher.click("#assign-create").await?;
        teacher.wait_displayed("#assign-student-link").await?;
        let link = |css| async move { teacher.attrs(css, "href").await.map(|l| l.join("")) };
        let students = path_of(&link("#assign-student-link").await?)?;
        let results = path_of(&link("#assign-teacher-link").await?)?;
        teacher.open_on(&rooms.proxied(), &results).await?;
        teacher.wait_displayed("#assign-no-students").await?;
        // The teacher's next ask for the results goes out on a connection
        // that hangs for good: the page gives it up and says so.
        rooms.stall();
        wait_contains_long(teacher, "#assign-error", &["The server does not answer"]).await?;
        teacher.snapshot("homework-lost").await?;
        // The network is back (the hung connection is not): the asks go
        // on, and the results show Ana, who joined meanwhile.
        rooms.restore();
        join(ana, &students, "Ana").await?;
        hand(ana, 1, 10).await?;
        wait_contains_long(teacher, r#"[data-student="Ana"]"#, &["Ana"]).await?;
        if teacher.is_displayed("#assign-error").await? {
            return Err("the page still says the server does not answer".into());
        }
        Ok(())
    });
}

#[test]
fn homework_made_in_a_browser_is_listed_there_until_forgotten_or_deleted() {
    rooms_scenario("homework-kept", 1, async |rooms| {
        let [teacher] = &rooms.pages[..] else {
            return Err("one session".into());
        };
        let kept = async || -> Result<Vec<(String, String)>> {
            let codes = teacher
                .attrs("[data-assign-kept]", "data-assign-kept")
                .await?;
            let links = teacher.attrs("[data-assign-kept] a", "href").await?;
            Ok(codes.into_iter().zip(links).collect())
        };
        let make = async || -> Result<String> {
            let before = teacher.count("[data-assign-kept]").await?;
            teacher.click("#assign-create").await?;
            wait_count(teacher, "[data-assign-kept]", before + 1).await?;
            let results = teacher.attrs("#assign-teacher-link", "href").await?;
            Ok(results.join(""))
        };
        teacher.open("/?view=rooms").await?;
        teacher.wait_displayed("#assign-create").await?;
        if teacher.count("#assign-kept").await? != 0 {
            return Err("a browser that made nothing lists homework".into());
        }
        // Two made: the newest first, each with its own results' link,
        // the first's still there after the second.
        let first = make().await?;
        let second = make().await?;
        let listed = kept().await?;
        let links: Vec<&str> = listed.iter().map(|(_, l)| l.as_str()).collect();
        if links != [second.as_str(), first.as_str()] || first == second {
            return Err(format!("listed {listed:?} for {first} then {second}"));
        }
        teacher.check_accessibility("homework kept").await?;
        shots(teacher, "homework-kept").await?;
        teacher.snapshot("homework-kept-list").await?;
        // A reload lists both, and no longer shows the last one's links in
        // full.
        teacher.open("/?view=rooms").await?;
        wait_count(teacher, "[data-assign-kept]", 2).await?;
        if teacher.count("#assign-student-link").await? != 0 {
            return Err("a reload shows an earlier homework's links in full".into());
        }
        // Forgotten, it stays forgotten.
        let first_code = listed[1].0.clone();
        teacher
            .click(&format!(r#"[data-forget="{first_code}"]"#))
            .await?;
        wait_count(teacher, "[data-assign-kept]", 1).await?;
        teacher.open("/?view=rooms").await?;
        wait_count(teacher, "[data-assign-kept]", 1).await?;
        if kept().await? != listed[..1] {
            return Err(format!("after Forget and a reload: {:?}", kept().await?));
        }
        // Deleted on its results page, it leaves the list.
        teacher.click("[data-assign-kept] a").await?;
        teacher.wait_displayed("#assign-delete").await?;
        teacher.click("#assign-delete").await?;
        teacher.click("#assign-delete-yes").await?;
        teacher.wait_displayed("#assign-deleted").await?;
        teacher.open("/?view=rooms").await?;
        teacher.wait_displayed("#assign-create").await?;
        let third = make().await?;
        let links: Vec<String> = kept().await?.into_iter().map(|(_, l)| l).collect();
        if links != [third.clone()] {
            return Err(format!("after a delete and a new one: {links:?}"));
        }
        // Another tab makes one meanwhile (written into the browser's list
        // as that tab would): this page's next keeps it.
        let other = "K7M2QZ 0123456789abcdef0123456789abcdef";
        teacher
            .js(
                "const deadline = Date.now() + 864e5; \
                 localStorage.setItem('homework-made', \
                   `${arguments[0]} ${deadline}\n` + localStorage.getItem('homework-made')); \
                 return true;",
                e2e::json!([other]),
            )
            .await?;
        let fourth = make().await?;
        teacher.open("/?view=rooms").await?;
        wait_count(teacher, "[data-assign-kept]", 3).await?;
        let codes: Vec<String> = kept().await?.into_iter().map(|(c, _)| c).collect();
        let links: Vec<String> = kept().await?.into_iter().map(|(_, l)| l).collect();
        if codes.get(1).map(String::as_str) != Some("K7M2QZ")
            || links.first() != Some(&fourth)
            || links.get(2) != Some(&third)
        {
            return Err(format!("beside another tab's: {codes:?} {links:?}"));
        }
        Ok(())
    });
}

#[test]
fn homework_on_a_static_host_says_it_needs_the_server() {
    scenario("homework-static", async |page| {
        page.open("/?view=rooms").await?;
        page.wait_displayed("#assign-create").await?;
        page.click("#assign-create").await?;
        wait_contains(page, "#assign-error", &["Homework needs the 24 server"]).await?;
        page.open("/?assign=K7M2QX").await?;
        page.wait_displayed("#assign-nick").await?;
        page.click("#assign-start").await?;
        wait_contains(page, "#assign-error", &["Homework needs the 24 server"]).await?;
        page.check_accessibility("homework without the server")
            .await?;
        // A worksheet's choices carry over to the homework form.
        page.open("/?view=print&count=8&difficulty=hard").await?;
        page.wait_displayed("#sheet-homework").await?;
        page.click("#sheet-homework").await?;
        page.wait_displayed("#assign-create").await?;
        let chosen = page
            .js(
                "return [document.querySelector('#assign-hands').value, \
                         document.querySelector('#assign-level').value];",
                e2e::json!([]),
            )
            .await?;
        if chosen != e2e::json!(["8", "hard"]) {
            return Err(format!("the form took {chosen} from the worksheet"));
        }
        Ok(())
    });
}
