//! A database's failure, said in one line for the log and the page.

use std::fmt;

/// Why the database did not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    pub fn new(message: impl Into<String>) -> Error {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Error {
        Error(format!("sqlite: {e}"))
    }
}

impl From<tokio_postgres::Error> for Error {
    fn from(e: tokio_postgres::Error) -> Error {
        // The driver's `Display` leaves out the server's message.
        match e.as_db_error() {
            Some(db) => Error(format!("postgres: {}", db.message())),
            None => Error(format!("postgres: {e}")),
        }
    }
}
