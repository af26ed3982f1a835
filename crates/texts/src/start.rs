//! The two sentences the page says before the app runs, in every language:
//! that the app could not start (its files did not load, or it failed
//! before it was live), and that the page needs JavaScript. The build
//! writes them into `index.html` beside the start page, where a line of
//! the page's own script shows the failure in the reader's language and
//! `<noscript>` shows the other in all of them.
//!
//! Kept apart from [`super::Text`] because the app never shows them: the
//! page's wasm does not carry them.

use super::{Lang, Numbers};

/// The page's texts from before the app is live.
pub struct Start {
    /// Shown when the app could not start.
    pub failed: &'static str,
    /// Shown by a browser that runs no script.
    pub needs_script: &'static str,
}

/// The words from before the app is live. [`Lang`] is the one
/// implementation.
pub trait StartWords: Numbers {
    /// The texts from before the app is live.
    fn start(self) -> &'static Start {
        match self.lang() {
            Lang::En => &Start {
                failed: "The app could not start. Check the connection, then reload the page.",
                needs_script: "This page needs JavaScript and WebAssembly to solve hands.",
            },
            Lang::Zh => &Start {
                failed: "应用无法启动，请检查网络连接后刷新页面。",
                needs_script: "本页需要启用 JavaScript 和 WebAssembly 才能解题。",
            },
            Lang::ZhHant => &Start {
                failed: "應用程式無法啟動，請檢查網路連線後重新載入頁面。",
                needs_script: "本頁需要啟用 JavaScript 和 WebAssembly 才能解題。",
            },
            Lang::Ja => &Start {
                failed: "アプリを起動できませんでした。接続を確かめてページを再読み込みしてください。",
                needs_script: "このページで手札を解くには JavaScript と WebAssembly が必要です。",
            },
            Lang::Ko => &Start {
                failed: "앱을 시작하지 못했습니다. 연결을 확인하고 페이지를 새로고침하세요.",
                needs_script: "이 페이지에서 패를 풀려면 JavaScript와 WebAssembly가 필요합니다.",
            },
            Lang::Es => &Start {
                failed: "No se pudo iniciar la aplicación. Comprueba la conexión y recarga la página.",
                needs_script: "Esta página necesita JavaScript y WebAssembly para resolver manos.",
            },
            Lang::Fr => &Start {
                failed: "L’application n’a pas pu démarrer. Vérifiez la connexion, puis rechargez la page.",
                needs_script: "Cette page a besoin de JavaScript et de WebAssembly pour résoudre des mains.",
            },
            Lang::De => &Start {
                failed: "Die App konnte nicht starten. Prüfe die Verbindung und lade die Seite neu.",
                needs_script: "Diese Seite braucht JavaScript und WebAssembly, um Hände zu lösen.",
            },
        }
    }
}

impl StartWords for Lang {}
