/**
 * The site's two languages and how a visitor gets theirs (pure; the server, the pages and the service
 * worker share it). zh pages live at the root (`/qrcode.html`), en pages under `/en/` (`/en/qrcode.html`);
 * both are pre-rendered. A visitor's language is their stored choice (the `toolbox_lang` cookie, set by
 * the language switch), else their browser's (Accept-Language, or `navigator.languages` in the service
 * worker); a page of the other language redirects there before anything is sent.
 */
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The visitor's explicit choice, a cookie so that the server sees it with the first request. */
export const LANG_COOKIE = 'toolbox_lang';
/** A year: the choice holds until the visitor changes it. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Where the page leaves the choice for the service worker, which cannot read cookies (src/sw/sw.ts). */
export const LANG_PREF_CACHE = 'toolbox-prefs';
export const LANG_PREF_PATH = '/__toolbox_lang';

const EN_PREFIX = '/en';

export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}

/** The language of a page address: `/en` and everything under `/en/` is en, the rest zh. */
export function langOfPath(pathname: string): Lang {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'zh';
}

/** The page's address in zh terms: `/en/qrcode.html` → `/qrcode.html`, `/en/` → `/`. */
export function withoutLang(pathname: string): string {
  return langOfPath(pathname) === 'en' ? pathname.slice(EN_PREFIX.length) || '/' : pathname;
}

/** A site path (zh terms; query and hash kept) in a language: `/qrcode.html` → `/en/qrcode.html`, `/` → `/en/`. */
export function localePath(path: string, lang: Lang): string {
  if (lang === 'zh' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${EN_PREFIX}${path}`;
}

/** The language a Cookie header stores, or null. */
export function langFromCookie(cookie: string | undefined): Lang | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return null;
}

/**
 * The language a browser asks for (Accept-Language, or `navigator.languages` joined): the first of zh and
 * en by preference; a browser that names neither reads English more likely than Chinese; null when it
 * names no language at all.
 */
export function browserLang(accept: string | readonly string[] | undefined): Lang | null {
  const list = typeof accept === 'string' ? accept.split(',') : [...(accept ?? [])];
  const ranked = list
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.primary !== '' && e.primary !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  if (ranked.length === 0) return null;
  const known = ranked.find((e) => isLang(e.primary));
  return known ? (known.primary as Lang) : 'en';
}

/**
 * Where a request for a page should go instead, or null to serve it: the stored choice wins both ways; without
 * one, a zh address goes to en for a browser that asks for English, and an en address (someone chose it,
 * or followed an en link) stays.
 */
export function langRedirect(
  pathname: string,
  search: string,
  stored: Lang | null,
  browser: Lang | null,
): string | null {
  const here = langOfPath(pathname);
  const want = stored ?? (here === 'zh' ? (browser ?? 'zh') : 'en');
  return want === here ? null : localePath(withoutLang(pathname), want) + search;
}
