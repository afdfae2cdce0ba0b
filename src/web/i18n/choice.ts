/**
 * A visitor's language choice (loaded when they switch, or when a page finds one stored): remembered as a
 * cookie for the server and as a cache entry for the service worker (which cannot read cookies), so every
 * later visit starts on that language's pages; the page's address, title and description follow.
 */
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANG_PREF_CACHE,
  LANG_PREF_PATH,
  langFromCookie,
  localePath,
  withoutLang,
  type Lang,
} from '../../common/lang.js';
import { catalogOf, matchRoute } from '../routes.js';
import { TOOLS } from '../registry.js';

async function tellServiceWorker(lang: Lang): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(LANG_PREF_CACHE);
  if ((await (await cache.match(LANG_PREF_PATH))?.text()) !== lang) await cache.put(LANG_PREF_PATH, new Response(lang));
}

/** A choice stored by the server for the visitor (DEFAULT_LANG=browser) reaches the service worker too. */
export function shareStoredLang(): void {
  const lang = langFromCookie(document.cookie);
  if (lang) void tellServiceWorker(lang).catch((error: unknown) => console.error('language choice not shared', error));
}

/** The visitor switched to `lang` (the page already shows it). */
export async function chooseLang(lang: Lang): Promise<void> {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax${secure}`;
  shareStoredLang();
  const route = matchRoute(location.pathname, catalogOf(TOOLS));
  const address = localePath(withoutLang(location.pathname), lang) + location.search + location.hash;
  history.replaceState(history.state, '', address);
  const { pageHead } = await import('../page-head.js');
  const head = pageHead(route, lang);
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
}
