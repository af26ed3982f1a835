//! `twentyfour-server`: the built site and the rooms, on one port. See
//! `config.rs` for its flags.

use std::process::ExitCode;
use twentyfour_server::{app, config::Config, shutdown};

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{}", twentyfour_server::config::USAGE);
        return ExitCode::SUCCESS;
    }
    let config = match Config::from_args(&args) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("twentyfour-server: {message}");
            return ExitCode::from(2);
        }
    };
    let listener = match tokio::net::TcpListener::bind((config.addr, config.port)).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!(
                "twentyfour-server: cannot listen on {}:{}: {e}",
                config.addr, config.port
            );
            return ExitCode::FAILURE;
        }
    };
    let site = if config.dist.join("index.html").is_file() {
        format!("the site in {}", config.dist.display())
    } else {
        format!("no site ({} has no index.html)", config.dist.display())
    };
    match listener.local_addr() {
        Ok(addr) => println!("listening on http://{addr}/ with {site} and the rooms"),
        Err(e) => eprintln!("twentyfour-server: {e}"),
    }
    match app::run(config, listener, shutdown::signal()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("twentyfour-server: {e}");
            ExitCode::FAILURE
        }
    }
}
