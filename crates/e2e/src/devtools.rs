//! Chrome DevTools Protocol commands, sent through chromedriver's own
//! endpoint (`goog/cdp/execute`), for what WebDriver cannot ask: for example
//! whether Chromium finds the page installable.

use crate::harness::{Page, Result};
use serde_json::{json, Value};

/// One DevTools command, as fantoccini sends it.
#[derive(Debug)]
struct Execute {
    cmd: String,
    params: Value,
}

impl fantoccini::wd::WebDriverCompatibleCommand for Execute {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({ "cmd": self.cmd, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}

impl Page {
    /// Runs the DevTools command `cmd` and returns its result.
    pub async fn devtools(&self, cmd: &str, params: Value) -> Result<Value> {
        let command = Execute {
            cmd: cmd.to_string(),
            params,
        };
        self.client()
            .issue_cmd(command)
            .await
            .map_err(|e| format!("DevTools {cmd} failed: {e}"))
    }
}
