//! Lists of classes: the answers of a search. Both helpers work on the
//! classes of one arena, where equal classes have equal ids.

use super::normal::Class;

/// Sorts a list of classes and removes duplicates in place; returns the
/// new length. The order is the derived order of `Class`, as one integer
/// compare.
pub(crate) fn sort_dedup(classes: &mut [Class]) -> usize {
    classes.sort_unstable_by_key(|c| u64::from(c.neg) << 32 | u64::from(c.id));
    let mut len = 0;
    for i in 0..classes.len() {
        if len == 0 || classes[len - 1] != classes[i] {
            classes[len] = classes[i];
            len += 1;
        }
    }
    len
}

/// Removes repeated classes from lists of classes of one arena, in one pass
/// per list and without sorting: each class is stamped when first seen.
#[derive(Default)]
pub(crate) struct Dedup {
    /// Per class (`2 · id + neg`): the pass that last saw it.
    stamps: Vec<u32>,
    pass: u32,
}

impl Dedup {
    pub(crate) fn clear(&mut self) {
        self.stamps.clear();
        self.pass = 0;
    }

    pub(crate) fn len(&self) -> usize {
        self.stamps.len()
    }

    /// Keeps the first of each class in `classes`, in order; returns the
    /// new length.
    pub(crate) fn dedup(&mut self, classes: &mut [Class]) -> usize {
        self.pass = match self.pass.checked_add(1) {
            Some(pass) => pass,
            None => {
                self.stamps.iter_mut().for_each(|s| *s = 0);
                1
            }
        };
        let mut len = 0;
        for i in 0..classes.len() {
            let c = classes[i];
            let slot = 2 * c.id as usize + usize::from(c.neg);
            if slot >= self.stamps.len() {
                self.stamps.resize(2 * slot + 2, 0);
            }
            if self.stamps[slot] != self.pass {
                self.stamps[slot] = self.pass;
                classes[len] = c;
                len += 1;
            }
        }
        len
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn class(neg: bool, id: u32) -> Class {
        Class { neg, id }
    }

    #[test]
    fn dedup_keeps_the_first_of_each_in_order_pass_after_pass() {
        let mut dedup = Dedup::default();
        for _ in 0..3 {
            let mut list = [
                class(false, 7),
                class(true, 7),
                class(false, 2),
                class(false, 7),
                class(true, 7),
                class(false, 40),
            ];
            let len = dedup.dedup(&mut list);
            assert_eq!(
                list[..len],
                [
                    class(false, 7),
                    class(true, 7),
                    class(false, 2),
                    class(false, 40)
                ]
            );
        }
        // Running out of pass numbers starts again from a clean slate.
        dedup.pass = u32::MAX;
        let mut list = [class(false, 2), class(false, 2)];
        assert_eq!(dedup.dedup(&mut list), 1);
    }

    #[test]
    fn sort_dedup_sorts_and_removes_repeats() {
        let mut list = [
            class(true, 1),
            class(false, 3),
            class(false, 1),
            class(false, 3),
        ];
        let len = sort_dedup(&mut list);
        assert_eq!(
            list[..len],
            [class(false, 1), class(false, 3), class(true, 1)]
        );
    }
}
