//! The schema's migrations: the files of `migrations/`, applied in order,
//! each once, recorded in `schema_migrations`.
//!
//! Promises: a database is either at a migration's version or before it,
//! never between (each runs in the transaction that records it); on
//! PostgreSQL an advisory lock makes servers that start together take
//! turns.

use crate::Error;

/// The migrations, by version.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../migrations/0001_daily.sql")),
    (2, include_str!("../migrations/0002_homework.sql")),
    (3, include_str!("../migrations/0003_daily_tallies.sql")),
];

const TABLE: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)";
const DONE: &str = "SELECT coalesce(max(version), 0) FROM schema_migrations";
const RECORD: &str = "INSERT INTO schema_migrations (version) VALUES ($1)";
/// Any number, the same for every server of this project.
const LOCK: &str = "SELECT pg_advisory_xact_lock(2424)";

pub fn sqlite(conn: &mut rusqlite::Connection) -> Result<(), Error> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    tx.execute_batch(TABLE)?;
    let done: i64 = tx.query_row(DONE, [], |row| row.get(0))?;
    for &(version, text) in MIGRATIONS.iter().filter(|(v, _)| *v > done) {
        tx.execute_batch(text)?;
        tx.execute(&crate::sql::for_sqlite(RECORD), [version])?;
    }
    tx.commit()?;
    Ok(())
}

pub async fn postgres(client: &mut tokio_postgres::Client) -> Result<(), Error> {
    let tx = client.transaction().await?;
    tx.batch_execute(LOCK).await?;
    tx.batch_execute(TABLE).await?;
    let done: i64 = tx.query_one(DONE, &[]).await?.get(0);
    for &(version, text) in MIGRATIONS.iter().filter(|(v, _)| *v > done) {
        tx.batch_execute(text).await?;
        tx.execute(RECORD, &[&version]).await?;
    }
    tx.commit().await?;
    Ok(())
}
