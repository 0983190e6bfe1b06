// Service worker: keeps the page, the belot package and the Python runtime in a cache so
// the app starts without a network after the first visit.
//
// Hand-written and never regenerated. What to cache comes from static/vendor/precache.js,
// written by scripts/vendor.py: self.PRECACHE = {version, files, integrity}. The browser
// compares imported scripts byte for byte when it checks for an update, so any changed file
// makes a new precache.js and thus a new worker. That worker fills its own cache and then
// waits: static/register-sw.js offers a "Reload" button, which sends "skip-waiting".
importScripts("static/vendor/precache.js");

const { version, files, integrity } = self.PRECACHE;
const PREFIX = "belot-";
const CACHE = `${PREFIX}${version}`;

// What is kept of a response: its content, status and headers but `Vary`. A response that
// followed a redirect may not answer a navigation. And the cache answers the page's
// requests before this worker runs (the route below), by the rules of `Vary`: a module
// script's request carries an Origin header the precache request did not, so a file kept
// with a host's `Vary: Origin` would not be found there, nor offline. (Each URL holds one
// version of its file: nothing to tell apart.)
const kept = async (response) => {
  if (!response.redirected && !response.headers.has("Vary")) return response;
  const headers = new Headers(response.headers);
  headers.delete("Vary");
  const { status, statusText } = response;
  return new Response(await response.blob(), { status, statusText, headers });
};

// Every file but the page itself comes straight from this version's cache, without this
// worker being started or asked (Chromium's static routing; a file not there comes from the
// network, as from the handler below): a repeat visit's files come sooner. The page goes
// through the handler, which gives it the isolation headers. A browser without routes, or
// that refuses this one, keeps to the handler.
const ROUTE = { condition: { not: { requestMode: "navigate" } }, source: { cacheName: CACHE } };

// A file of this version: from the HTTP cache if it holds it ("force-cache": no request at
// all), else from the server. Either way checked against this version's hash: a copy of
// another version in the HTTP cache is fetched again past it, and a file from a
// half-finished deploy fails the install (the browser tries again later) instead of being
// kept next to files of another version.
const fetchChecked = async (url, hash) => {
  try {
    const cached = await fetch(new Request(url, { cache: "force-cache", integrity: hash }));
    if (cached.ok) return cached;
  } catch {
    // Not this version's file (the integrity check failed): ask the server.
  }
  const response = await fetch(new Request(url, { cache: "no-cache", integrity: hash }));
  if (!response.ok) throw new Error(`precache: ${response.status} for ${url}`);
  return response;
};

self.addEventListener("install", (event) => {
  try {
    event.addRoutes?.(ROUTE)?.catch(() => {});
  } catch {
    // Routes refused: the handler answers every request.
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // One download per file on a first visit: the page has just fetched nearly all of
      // them, into the HTTP cache. URLs with the same content ("./" and index.html) share
      // one fetch.
      const byHash = new Map();
      for (const url of files) {
        const hash = integrity[url];
        byHash.set(hash, [...(byHash.get(hash) ?? []), url]);
      }
      await Promise.all(
        [...byHash].map(async ([hash, [url, ...same]]) => {
          const response = await kept(await fetchChecked(url, hash));
          const body = same.length ? await response.clone().blob() : null;
          await cache.put(url, response);
          // The others get a response of their own: a response keeps the URL it answered.
          const { status, statusText, headers } = response;
          for (const other of same) {
            await cache.put(other, new Response(body, { status, statusText, headers }));
          }
        }),
      );
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // Only changes something on the first visit (later workers activate when the page
      // asks, and then take over its clients anyway): the page that installed us is served
      // from the cache from now on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  const navigate = request.mode === "navigate";
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // ignoreVary: a module script request carries an Origin header the precache request
      // did not. A navigation to "./?x" or "index.html?x" is still the page.
      const cached = await cache.match(request, { ignoreVary: true, ignoreSearch: navigate });
      const response = cached ?? (await fetch(request));
      return navigate ? isolated(response) : response;
    })(),
  );
});

// The page cross-origin isolated, whatever its host sends (scripts/serve.py sends the same
// headers): every file is the site's own, and Pyodide's runtime uses a SharedArrayBuffer,
// which the browser warns about in a page that is not isolated.
const ISOLATION = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

const isolated = (response) => {
  if (Object.entries(ISOLATION).every(([name, value]) => response.headers.get(name) === value)) {
    return response;
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  const { status, statusText } = response;
  return new Response(response.body, { status, statusText, headers });
};

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});
