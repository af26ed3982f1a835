//! The encoder against symbols made by the reference encoder, module for
//! module, and the SVG drawing.

mod cases;

use super::{Qr, MAX_BYTES, QUIET};

/// A reference symbol: the data, the mask asked for (`None`: the best),
/// and what the reference encoder made.
pub struct Case {
    pub data: &'static str,
    pub mask: Option<u8>,
    pub version: u8,
    pub chosen: u8,
    pub rows: &'static [&'static str],
}

fn rows(qr: &Qr) -> Vec<String> {
    (0..qr.size())
        .map(|y| {
            (0..qr.size())
                .map(|x| if qr.dark(x, y) { '#' } else { '.' })
                .collect()
        })
        .collect()
}

#[test]
fn symbols_match_the_reference_encoder() {
    for case in &cases::CASES {
        let qr = Qr::encode_with(case.data.as_bytes(), case.mask).unwrap();
        assert_eq!(
            (qr.version(), qr.mask()),
            (case.version, case.chosen),
            "{}",
            case.data
        );
        let got = rows(&qr);
        for (y, (got, want)) in got.iter().zip(case.rows).enumerate() {
            assert_eq!(got, want, "{}: row {y}", case.data);
        }
        assert_eq!(got.len(), case.rows.len());
    }
}

#[test]
fn the_smallest_version_that_holds_the_data() {
    // Byte capacities at level M, versions 1 to 10.
    let capacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
    for (v, &cap) in capacities.iter().enumerate() {
        let v = v as u8 + 1;
        assert_eq!(Qr::encode(&vec![b'a'; cap]).unwrap().version(), v);
        assert_eq!(
            Qr::encode(&vec![b'a'; cap]).unwrap().size(),
            17 + 4 * v as usize
        );
        if v < 10 {
            assert_eq!(Qr::encode(&vec![b'a'; cap + 1]).unwrap().version(), v + 1);
        }
    }
    assert_eq!(capacities[9], MAX_BYTES);
    assert!(Qr::encode(&[b'a'; MAX_BYTES + 1]).is_none());
    assert_eq!(Qr::encode(b"").unwrap().version(), 1);
}

#[test]
fn the_path_draws_each_run_of_dark_modules() {
    let qr = Qr::encode(b"https://24.example/?room=K7M2QX").unwrap();
    let d = qr.svg_path();
    assert_eq!(qr.side(), qr.size() + 2 * QUIET);
    // The top-left finder's first row: seven dark modules from the corner
    // of the quiet zone.
    assert!(d.starts_with("M4 4h7v1h-7z"), "{d}");
    // Every run is one subpath, and together they cover every dark module.
    let mut covered = vec![vec![false; qr.size()]; qr.size()];
    for part in d.split('M').filter(|p| !p.is_empty()) {
        let (at, rest) = part.split_once('h').unwrap();
        let (x, y) = at.split_once(' ').unwrap();
        let run: usize = rest.split_once('v').unwrap().0.parse().unwrap();
        assert_eq!(rest, format!("{run}v1h-{run}z"));
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        for cell in &mut covered[y - QUIET][x - QUIET..x - QUIET + run] {
            assert!(!*cell);
            *cell = true;
        }
        // A run is maximal: light (or the edge) on both sides.
        assert!(x == QUIET || !qr.dark(x - QUIET - 1, y - QUIET));
        assert!(x - QUIET + run == qr.size() || !qr.dark(x - QUIET + run, y - QUIET));
    }
    for (y, row) in covered.iter().enumerate() {
        for (x, &c) in row.iter().enumerate() {
            assert_eq!(c, qr.dark(x, y), "({x}, {y})");
        }
    }
}
