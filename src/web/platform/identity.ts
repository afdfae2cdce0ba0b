/**
 * Anonymous identity (spec sections 3 and 9): guid, qua2 and qimei36 from the host browser app when
 * its JS API is present, otherwise a generated id kept in the `_t_qbtool_uid` cookie for 3650 days
 * under the site's parent domain. This module is the only place either source is read.
 *
 * Host adapter: an in-app browser that embeds the site exposes
 *   window.browser.app.getBrowserParam(callback)
 * and calls `callback({guid, qua2 | qua, qimei36})` (values may also be returned directly or as a
 * promise). Anything else (missing object, a throw, no answer within HOST_TIMEOUT_MS, no guid) means
 * "no host", and the cookie id is used.
 */
import { IDENTITY_COOKIE, type UserInfo } from '../../common/protocol.js';
import { parentDomain, readCookie, serializeCookie } from '../../common/cookies.js';
import { ALNUM, randomString } from './random.js';

export const ID_PREFIX = 'tbx_';
export const ID_SUFFIX = '_v1';
export const ID_RANDOM_LENGTH = 24;
export const ID_LIFETIME_DAYS = 3650;
export const NO_USER_ID = 'no_user_id';
export const HOST_TIMEOUT_MS = 800;
export const USER_ID_PATTERN = new RegExp(`^${ID_PREFIX}[A-Za-z0-9]{${ID_RANDOM_LENGTH}}${ID_SUFFIX}$`);

/** What the host app reports; `qua` is accepted as an older name of `qua2`. */
export interface HostBrowserParam {
  guid?: string;
  qua2?: string;
  qua?: string;
  qimei36?: string;
}

/** What the host's save-to-gallery call takes: the image as a data: URL and a file name. */
export interface HostSaveImageOptions {
  data: string;
  fileName: string;
}

/** The host's answer: `ret` 0 (or `true`) when the image is in the gallery. */
export type HostSaveImageResult = { ret?: number } | boolean | undefined;

export interface HostBrowserApi {
  app?: {
    getBrowserParam?: (
      callback: (param: HostBrowserParam) => void,
    ) => HostBrowserParam | Promise<HostBrowserParam> | void;
    /** Save-to-gallery (spec section 7, "a browser JS API for save-to-gallery"); used by `image/save.ts`. */
    saveImage?: (options: HostSaveImageOptions, callback?: (result?: HostSaveImageResult) => void) => unknown;
  };
}

declare global {
  interface Window {
    browser?: HostBrowserApi;
  }
}

export interface Identity extends UserInfo {
  /** Where the guid came from. */
  source: 'host' | 'cookie' | 'none';
}

/** A new cookie id: the fixed prefix, 24 cryptographically random letters and digits, the fixed suffix. */
export function makeUserId(random: (length: number, alphabet: string) => string = randomString): string {
  return `${ID_PREFIX}${random(ID_RANDOM_LENGTH, ALNUM)}${ID_SUFFIX}`;
}

export function isUserId(value: string | null | undefined): value is string {
  return typeof value === 'string' && USER_ID_PATTERN.test(value);
}

/** Asks the host app for its identity; null when there is no host API or it does not answer with a guid. */
export function readHostIdentity(
  host: HostBrowserApi | undefined,
  timeoutMs = HOST_TIMEOUT_MS,
): Promise<UserInfo | null> {
  const get = host?.app?.getBrowserParam;
  if (typeof get !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (p: HostBrowserParam | null | undefined | void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const guid = typeof p?.guid === 'string' ? p.guid.trim() : '';
      resolve(guid ? { guid, qua2: String(p?.qua2 ?? p?.qua ?? ''), qimei36: String(p?.qimei36 ?? '') } : null);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    try {
      const direct = get.call(host!.app, (p) => finish(p));
      if (direct && typeof (direct as Promise<HostBrowserParam>).then === 'function') {
        (direct as Promise<HostBrowserParam>).then(finish, () => finish(null));
      } else if (direct && typeof direct === 'object' && 'guid' in direct) {
        finish(direct);
      } // otherwise wait for the callback
    } catch {
      finish(null);
    }
  });
}

/** Where cookies are read and written (`document` in the browser; a fake in tests). */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

/**
 * The stored cookie id, or a new one written for 3650 days under the parent domain (host-only when
 * the browser refuses that domain). `no_user_id` when no id can be made or the cookie cannot be kept;
 * that value is not stored, so the next visit tries again.
 */
export function ensureCookieUserId(
  jar: CookieJar,
  location: { hostname: string; protocol: string },
  makeId: () => string = makeUserId,
  now = Date.now(),
): string {
  try {
    const existing = readCookie(jar.get(), IDENTITY_COOKIE);
    if (isUserId(existing)) return existing;
    const id = makeId();
    const base = { days: ID_LIFETIME_DAYS, sameSite: 'Strict' as const, secure: location.protocol === 'https:' };
    const domain = parentDomain(location.hostname);
    jar.set(serializeCookie(IDENTITY_COOKIE, id, { ...base, domain }, now));
    if (readCookie(jar.get(), IDENTITY_COOKIE) === id) return id;
    if (domain) {
      jar.set(serializeCookie(IDENTITY_COOKIE, id, base, now));
      if (readCookie(jar.get(), IDENTITY_COOKIE) === id) return id;
    }
    return NO_USER_ID;
  } catch {
    return NO_USER_ID;
  }
}

let cached: Promise<Identity> | null = null;

/** This visitor's identity, worked out once per page. */
export function getIdentity(): Promise<Identity> {
  if (typeof window === 'undefined')
    return Promise.resolve({ guid: NO_USER_ID, qua2: '', qimei36: '', source: 'none' });
  cached ??= readHostIdentity(window.browser).then((host) => {
    if (host) return { ...host, source: 'host' as const };
    const jar: CookieJar = { get: () => document.cookie, set: (c) => void (document.cookie = c) };
    const guid = ensureCookieUserId(jar, window.location);
    return { guid, qua2: '', qimei36: '', source: guid === NO_USER_ID ? ('none' as const) : ('cookie' as const) };
  });
  return cached;
}

/** The `userInfo` block added to calls. */
export async function getUserInfo(): Promise<UserInfo> {
  const { guid, qimei36, qua2 } = await getIdentity();
  return { guid, qimei36, qua2 };
}
