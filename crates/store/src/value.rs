//! A value in or out of a query, the same for both engines: what lets the
//! homework's queries be written once ([`crate::Store::query`]).
//!
//! Only what the schema uses: 64-bit integers and text, each possibly
//! null. A null says its type, which PostgreSQL needs to bind it.

/// A parameter or a column's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Int(i64),
    Text(String),
    NullInt,
    NullText,
}

impl Value {
    pub fn int(&self) -> Option<i64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }

    pub fn text(&self) -> Option<&str> {
        match self {
            Value::Text(s) => Some(s),
            _ => None,
        }
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Int(n)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_owned())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

impl From<Option<i64>> for Value {
    fn from(n: Option<i64>) -> Value {
        n.map_or(Value::NullInt, Value::Int)
    }
}

impl From<Option<String>> for Value {
    fn from(s: Option<String>) -> Value {
        s.map_or(Value::NullText, Value::Text)
    }
}

/// A row: its columns' values, in order.
pub type Row = Vec<Value>;
