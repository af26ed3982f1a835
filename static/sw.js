// The service worker: after one visit, the app opens and solves with the
// network gone.
//
// The build puts its lines above this comment (`cargo xtask precache`, run by
// Trunk.toml's post_build hook): VERSION, a hash of every built file, and
// PRECACHE, their URLs relative to this file, trunk's hashed names included.
//
// - install: fetch every file of the build into the cache of this VERSION,
//   then take over at once (the page has all it needs loaded already);
// - activate: delete the caches of every other version, so a new deploy
//   replaces the old files instead of piling up beside them;
// - fetch: pages come from the network when it answers (so a new deploy is
//   seen at once) and from the cache when it does not; the hashed files never
//   change under one name, so the cache answers for them first.
"use strict";

const PREFIX = "24-precache-";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
    event.waitUntil(
        caches
            .open(CACHE)
            // "reload": straight from the server, not from the HTTP cache.
            .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
            .then(() => self.skipWaiting()),
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
