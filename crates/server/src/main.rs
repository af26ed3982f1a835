//! `twentyfour-server`: the built site and the rooms, on one port. See
//! `config.rs` for its flags.

use std::path::PathBuf;
use std::process::ExitCode;
use twentyfour_server::{app, config::Config, shutdown};

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{}", twentyfour_server::config::USAGE);
        return ExitCode::SUCCESS;
    }
    if let Some(command @ ("backup" | "export-times")) = args.first().map(String::as_str) {
        return upkeep(command, &args[1..]).await;
    }
    let config = match Config::from_args(&args) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("twentyfour-server: {message}");
            return ExitCode::from(2);
        }
    };
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_max_level(config.log)
        .init();
    let listener = match tokio::net::TcpListener::bind((config.addr, config.port)).await {
        Ok(listener) => listener,
        Err(e) => {
            tracing::error!("cannot listen on {}:{}: {e}", config.addr, config.port);
            return ExitCode::FAILURE;
        }
    };
    let site = if config.dist.join("index.html").is_file() {
        format!("the site in {}", config.dist.display())
    } else {
        format!("no site ({} has no index.html)", config.dist.display())
    };
    // The one line on stdout, which names the port (tests and scripts
    // read it); the log goes to stderr.
    match listener.local_addr() {
        Ok(addr) => {
            println!("listening on http://{addr}/ with {site} and the rooms");
            tracing::info!(%addr, max_rooms = config.max_rooms, "started, with {site}");
        }
        Err(e) => tracing::error!("cannot read the listening address: {e}"),
    }
    match app::run(config, listener, shutdown::signal()).await {
        Ok(()) => {
            tracing::info!("stopped");
            ExitCode::SUCCESS
        }
        Err(e) => {
            tracing::error!("the server failed: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `backup FILE` or `export-times`, with the database's flags.
async fn upkeep(command: &str, args: &[String]) -> ExitCode {
    let fail = |message: String| {
        eprintln!("twentyfour-server {command}: {message}");
        ExitCode::FAILURE
    };
    let (file, flags) = match (command, args) {
        ("backup", [file, flags @ ..]) if !file.starts_with("--") => {
            (Some(PathBuf::from(file)), flags)
        }
        ("backup", _) => {
            return fail("which file? twentyfour-server backup FILE [--data DIR]".into())
        }
        _ => (None, args),
    };
    let config = match Config::from_args(flags) {
        Ok(config) => config,
        Err(message) => return fail(message),
    };
    let Some(url) = config.database else {
        return fail("there is no database to read with --no-database".into());
    };
    let store = match store::Store::open(&url).await {
        Ok(store) => store,
        Err(e) => return fail(e.to_string()),
    };
    let done = match file {
        Some(file) => twentyfour_server::upkeep::backup(&store, &file)
            .await
            .map(|()| eprintln!("backed up {url} to {}", file.display())),
        None => twentyfour_server::upkeep::export_times(&store)
            .await
            .map(|text| print!("{text}")),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e.to_string()),
    }
}
