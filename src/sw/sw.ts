/**
 * The service worker (Workbox), built by scripts/service-worker.ts into `/sw.js` with the build's lists
 * (`__SW_BUILD__`). Our own origin only; it never touches another site's requests.
 *
 * - Pages (every pre-rendered HTML page), the web app manifest, its icons and the tool icons are
 *   precached with content revisions, so the site opens offline and a new build is one atomic switch.
 * - The shell's hashed chunks (entry, page chunks, the lazily loaded dialogs and panels, en strings)
 *   are fetched at install into the `assets` cache; a tool's own chunk and its engines (WASM, Workers,
 *   models, fonts) go there the first time they are used. Hashed files never change, so they are served
 *   cache first; old versions stay (until they expire) so a page still open on the old build can still
 *   load its own lazily loaded chunks: no page ever mixes two builds.
 * - A new build installs in the background (with the new versions of the engines this visitor has
 *   already used), then waits; the page asks it to take over when it is hidden, so the next visit is
 *   entirely the new build.
 * - The tool list the search filters is served stale-while-revalidate, so search works offline too.
 * - On a first visit it takes the page over as soon as it is active, and caches the hashed files the
 *   page had loaded before (the page lists them), so the tool just visited works offline.
 * - A page visit goes to the visitor's language first (common/lang.ts, as the server does): their stored
 *   choice, which the page leaves in a cache entry (a worker cannot read cookies). The en pages (`/en/...`) are not precached (most visitors never open one): network first,
 *   kept once visited.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { warmStrategyCache } from 'workbox-recipes';
import { assetStem, type ServiceWorkerBuild } from './build-lists.js';
import { isLang, LANG_PREF_CACHE, LANG_PREF_PATH, langRedirect } from '../common/lang.js';

declare const __SW_BUILD__: ServiceWorkerBuild;

interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageLikeEvent extends Event {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
interface Scope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageLikeEvent) => void): void;
}

const sw = self as unknown as Scope;
const build = __SW_BUILD__;
const ORIGIN = sw.location.origin;

setCacheNameDetails({ prefix: 'toolbox', precache: 'pages', runtime: 'runtime' });
const ASSETS = 'toolbox-assets';
const API = 'toolbox-api';

/** A pre-rendered page's address: `/`, `/x.html`, `/category/x`, the same under `/en`. */
const PAGE = /^(?:\/en)?(?:\/|\/[\w.-]+\.html|\/category\/[a-z]+)?$/;

const enPages = new NetworkFirst({
  cacheName: 'toolbox-pages-en',
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

async function storedLang() {
  const stored = await (await caches.open(LANG_PREF_CACHE)).match(LANG_PREF_PATH);
  const lang = stored ? await stored.text() : null;
  return isLang(lang) ? lang : null;
}

// Page visits, before the precache's own route: to the visitor's language's page, then the page itself.
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && url.origin === ORIGIN && PAGE.test(url.pathname),
  async ({ url, request, event }) => {
    const target = langRedirect(url.pathname, url.search, await storedLang(), null);
    if (target !== null) return Response.redirect(new URL(target, ORIGIN).href, 302);
    const precached = await matchPrecache(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
    return precached ?? enPages.handle({ event, request });
  },
);

// Pages and unhashed files. Any query (share tracking, a tool's options in the URL) opens the same page;
// `/` is `/index.html`. No other address is guessed: what the server answers 404 stays a 404.
precacheAndRoute(build.precache, {
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
  directoryIndex: 'index.html',
});
cleanupOutdatedCaches();

const assets = new CacheFirst({
  cacheName: ASSETS,
  plugins: [new ExpirationPlugin({ maxAgeSeconds: 90 * 24 * 3600, maxEntries: 600, purgeOnQuotaError: true })],
});

registerRoute(
  ({ url, request }) => url.origin === ORIGIN && url.pathname.startsWith('/assets/') && request.method === 'GET',
  assets,
);

const toolList = new StaleWhileRevalidate({ cacheName: API });
registerRoute(({ url }) => url.origin === ORIGIN && url.pathname === build.toolListPath, toolList);

// The shell and the tool list, ready before this build takes over.
warmStrategyCache({ urls: build.shell, strategy: assets });
warmStrategyCache({ urls: [build.toolListPath], strategy: toolList });

// A first visit's page was loaded before any worker: take it over as soon as this one is active (there
// is no older build to keep), so what it loads from now on — a tool's engines — is cached.
clientsClaim();

// The new versions of the chunks and engines this visitor has used before (same name, new hash).
sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS);
      const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
      const used = new Set([...have].map(assetStem));
      const wanted = build.assets.filter((path) => !have.has(path) && used.has(assetStem(path)));
      await Promise.all(wanted.map((path) => assets.handleAll({ event, request: new Request(path) } as never)[1]));
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  // A page on the old build asks for the new one when it is hidden (see src/web/sw/register.ts).
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting();
  // The page that registered this worker lists the hashed files it had already loaded (its tool's
  // chunks): they are cached like any later use.
  if (data?.type === 'CACHE_URLS' && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (u): u is string =>
        typeof u === 'string' &&
        new URL(u, ORIGIN).origin === ORIGIN &&
        new URL(u, ORIGIN).pathname.startsWith('/assets/'),
    );
    event.waitUntil(Promise.all(urls.map((u) => assets.handleAll({ event, request: new Request(u) } as never)[1])));
  }
});
