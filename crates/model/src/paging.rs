//! Long answers in pages, so that the page keeps a small DOM: a six-card hand
//! can have well over a thousand solutions.
//!
//! The state keeps only the page number the user asked for; how many there
//! are depends on the answer, which is derived, so [`Page::of`] clamps it.

/// Solutions shown at once: as many as the solving worker sends at once,
/// the one number both ends read.
pub use protocol::worker::PAGE_SIZE;

/// The part of a list of `total` items that one page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// This page, counted from 0.
    pub index: usize,
    /// How many pages there are; at least 1, even for an empty list.
    pub count: usize,
    /// The items shown: `start..end`.
    pub start: usize,
    pub end: usize,
}

impl Page {
    /// Page `asked` of a list of `total` items, or its last page when there
    /// are fewer.
    pub fn of(total: usize, asked: usize) -> Page {
        let count = total.div_ceil(PAGE_SIZE).max(1);
        let index = asked.min(count - 1);
        let start = index * PAGE_SIZE;
        Page {
            index,
            count,
            start,
            end: (start + PAGE_SIZE).min(total),
        }
    }

    pub fn is_first(&self) -> bool {
        self.index == 0
    }

    pub fn is_last(&self) -> bool {
        self.index + 1 == self.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_cover_the_list_once() {
        let total = 861;
        let first = Page::of(total, 0);
        assert_eq!((first.start, first.end, first.count), (0, 50, 18));
        assert!(first.is_first() && !first.is_last());
        let second = Page::of(total, 1);
        assert_eq!((second.start, second.end), (50, 100));
        let last = Page::of(total, 17);
        assert_eq!((last.start, last.end), (850, 861));
        assert!(last.is_last());
        // Past the end: the last page.
        assert_eq!(Page::of(total, 99), last);
        let covered: usize = (0..first.count)
            .map(|i| Page::of(total, i))
            .map(|p| p.end - p.start)
            .sum();
        assert_eq!(covered, total);
    }

    #[test]
    fn short_and_empty_lists_are_one_page() {
        let p = Page::of(3, 5);
        assert_eq!((p.index, p.count, p.start, p.end), (0, 1, 0, 3));
        assert!(p.is_first() && p.is_last());
        let p = Page::of(0, 0);
        assert_eq!((p.count, p.start, p.end), (1, 0, 0));
        let p = Page::of(PAGE_SIZE, 1);
        assert_eq!((p.index, p.count), (0, 1));
    }
}
