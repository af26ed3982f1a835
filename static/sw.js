// The service worker: after one visit, the app opens and solves with the
// network gone.
//
// The build puts its lines above this comment (`cargo xtask post-build`, run
// by Trunk.toml's post_build hook): VERSION, a hash of every built file;
// PRECACHE, their URLs relative to this file, trunk's hashed names included,
// but for the app's build for each language; and TEXTS, those builds,
// `{ code: [js, wasm, …] }`, with the files of the views each loads on
// demand, so that those open offline too.
//
// - install: fetch every file of PRECACHE, and the build of the language the
//   page registered this worker for (`sw.js?lang=de`, once the app is
//   live), into the cache of this VERSION (a file it holds already is not
//   fetched again: a worker registered for another language adds that
//   language's; one the HTTP cache holds is confirmed, not downloaded
//   again), then, for a new deploy (no cache of this VERSION before), take
//   over at once (the page has all it needs loaded already). A worker of
//   the same VERSION for another language only waits: the one in control
//   answers from the same cache, which now holds that language too, and
//   replacing a worker while it answers a page's navigation can leave the
//   navigation hanging in Chromium;
// - activate: delete the caches of every other version, so a new deploy
//   replaces the old files instead of piling up beside them;
// - fetch: pages come from the network when it answers (so a new deploy is
//   seen at once) and from the cache when it does not; the hashed files never
//   change under one name, so the cache answers for them first.
"use strict";

const PREFIX = "24-precache-";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
    const lang = new URL(self.location.href).searchParams.get("lang");
    const wanted = PRECACHE.concat(TEXTS[lang] || TEXTS.en || []);
    event.waitUntil(
        caches.has(CACHE).then((deployed) =>
            caches
                .open(CACHE)
                .then((cache) =>
                    Promise.all(wanted.map((url) => cache.match(url).then((hit) => (hit ? null : url)))).then((missing) =>
                        // "no-cache": the server confirms each file, so none is
                        // stale, and one the page has just downloaded (its
                        // wasm) is not downloaded again.
                        cache.addAll(missing.filter(Boolean).map((url) => new Request(url, { cache: "no-cache" }))),
                    ),
                )
                .then(() => (deployed ? undefined : self.skipWaiting())),
        ),
    );
});

self.addEventListener("activate", (event) => {
    event.waitUntil(
        caches
            .keys()
            .then((keys) =>
                Promise.all(
                    keys
                        .filter((key) => key.startsWith(PREFIX) && key !== CACHE)
                        .map((key) => caches.delete(key)),
                ),
            )
            .then(() => self.clients.claim()),
    );
});

self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
        return;
    }
    if (request.mode === "navigate") {
        // Every page of the app is index.html with a query: `?cards=…`.
        event.respondWith(
            fetch(request).catch(() =>
                caches.open(CACHE).then((cache) => cache.match("./")).then((page) => page || Response.error()),
            ),
        );
        return;
    }
    event.respondWith(
        caches
            .open(CACHE)
            .then((cache) => cache.match(request))
            .then((hit) => hit || fetch(request)),
    );
});
