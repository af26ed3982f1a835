//! How each value inside a message is written and read: one [`Wire`] impl
//! per type, over the fields of [`crate::codec`]. A value takes a fixed
//! sequence of fields; an enumeration starts with a short tag.

use crate::codec::{Error, ErrorKind, Reader, Writer};
use solver::difficulty::Grade;
use solver::Rational;

/// A value that is written as fields and read back from them.
pub(crate) trait Wire: Sized {
    fn write(&self, w: &mut Writer);
    fn read(r: &mut Reader<'_>) -> Result<Self, Error>;
}

/// An unsigned integer of a narrow type: out of its range is an error.
macro_rules! uint {
    ($($ty:ty),+) => {$(
        impl Wire for $ty {
            fn write(&self, w: &mut Writer) {
                w.uint(u64::from(*self));
            }
            fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
                r.uint_as()
            }
        }
    )+};
}
uint!(u8, u16, u32);

impl Wire for bool {
    fn write(&self, w: &mut Writer) {
        w.bool(*self);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        r.bool()
    }
}

impl Wire for String {
    fn write(&self, w: &mut Writer) {
        w.str(self);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        r.str().map(str::to_string)
    }
}

impl Wire for Rational {
    fn write(&self, w: &mut Writer) {
        w.rational(*self);
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        r.rational()
    }
}

/// A level by its number, 1 (Easy) to 5 (Fiendish).
impl Wire for Grade {
    fn write(&self, w: &mut Writer) {
        w.uint(u64::from(self.number()));
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        let at = r.position();
        let n: u8 = r.uint_as()?;
        Grade::ALL
            .into_iter()
            .find(|g| g.number() == n)
            .ok_or(r.error(at, ErrorKind::UnknownTag))
    }
}

/// Whether there is a value, then the value.
impl<T: Wire> Wire for Option<T> {
    fn write(&self, w: &mut Writer) {
        w.bool(self.is_some());
        if let Some(v) = self {
            v.write(w);
        }
    }
    fn read(r: &mut Reader<'_>) -> Result<Self, Error> {
        Ok(if r.bool()? { Some(T::read(r)?) } else { None })
    }
}

/// A list of at most `max` items.
pub(crate) fn write_list<T: Wire>(w: &mut Writer, items: &[T]) {
    w.list(items, |w, item| item.write(w));
}

/// Reads a list written by [`write_list`], of at most `max` items.
pub(crate) fn read_list<T: Wire>(r: &mut Reader<'_>, max: usize) -> Result<Vec<T>, Error> {
    r.list(max, T::read)
}

/// Reads a text field of at most `max` bytes.
pub(crate) fn read_text(r: &mut Reader<'_>, max: usize) -> Result<String, Error> {
    let at = r.position();
    let s = r.str()?;
    if s.len() > max {
        return Err(r.error(at, ErrorKind::OutOfRange));
    }
    Ok(s.to_string())
}

/// An enumeration without data, each variant written as its tag.
macro_rules! tagged {
    ($ty:ident { $($variant:ident => $tag:literal),+ $(,)? }) => {
        impl $crate::wire::Wire for $ty {
            fn write(&self, w: &mut $crate::codec::Writer) {
                w.str(match self {
                    $($ty::$variant => $tag),+
                });
            }
            fn read(r: &mut $crate::codec::Reader<'_>) -> Result<Self, $crate::codec::Error> {
                let at = r.position();
                match r.str()? {
                    $($tag => Ok($ty::$variant),)+
                    _ => Err(r.error(at, $crate::codec::ErrorKind::UnknownTag)),
                }
            }
        }

        impl $ty {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The variant's name on the wire (and in forms and tests).
            pub fn tag(&self) -> &'static str {
                match self {
                    $($ty::$variant => $tag),+
                }
            }

            /// The variant named `tag`, if any.
            pub fn from_tag(tag: &str) -> Option<$ty> {
                match tag {
                    $($tag => Some($ty::$variant),)+
                    _ => None,
                }
            }
        }
    };
}
pub(crate) use tagged;
