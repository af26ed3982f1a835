//! A database's failure, said in one line for the log and the page.

use std::fmt;

/// Why the database did not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
    /// SQLite met a file it may not write or open: the connection is to
    /// be opened again, which sees the file as it is now.
    pub(crate) reopen: bool,
}

impl Error {
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            reopen: false,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Error {
        use rusqlite::ErrorCode::{CannotOpen, ReadOnly};
        let reopen = matches!(e.sqlite_error_code(), Some(ReadOnly | CannotOpen));
        Error {
            message: format!("sqlite: {e}"),
            reopen,
        }
    }
}

impl From<tokio_postgres::Error> for Error {
    fn from(e: tokio_postgres::Error) -> Error {
        // The driver's `Display` leaves out the server's message.
        match e.as_db_error() {
            Some(db) => Error::new(format!("postgres: {}", db.message())),
            None => Error::new(format!("postgres: {e}")),
        }
    }
}
