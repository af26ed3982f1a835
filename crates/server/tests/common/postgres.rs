//! A database of a test's own on the tests' PostgreSQL server, which
//! `TWENTYFOUR_POSTGRES` names (`cargo xtask test` starts one).

/// The server's URL (without a database) and a fresh, empty database named
/// for `test` on it; `None`, said on stderr, when no server is named.
pub async fn fresh_database(test: &str) -> Option<(String, String)> {
    let Ok(base) = std::env::var("TWENTYFOUR_POSTGRES") else {
        eprintln!("{test}: skipped on PostgreSQL: TWENTYFOUR_POSTGRES names no server");
        return None;
    };
    let name = format!("s_{test}_{}", std::process::id());
    let (admin, connection) =
        tokio_postgres::connect(&format!("{base}/postgres"), tokio_postgres::NoTls)
            .await
            .unwrap();
    tokio::spawn(connection);
    // One statement each: a batch would be one transaction, which they refuse.
    for statement in [
        format!("DROP DATABASE IF EXISTS {name}"),
        format!("CREATE DATABASE {name}"),
    ] {
        admin.batch_execute(&statement).await.unwrap();
    }
    Some((base, name))
}
