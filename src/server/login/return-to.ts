/**
 * Return addresses (pure). A login comes back to a page of this site only: `_path` is a path on our
 * own origin (never `//host`, `/\host`, a scheme or a control character) and `search` a query string.
 * The provider is given `<origin>/api/login/callback?_path=..&search=..[&logintype=qq][&session=1]`.
 */
import { API } from '../../common/protocol.js';
import { LOGIN_ERROR_PARAM, RETURN_PARAMS, type LoginErrorReason, type LoginProvider } from '../../common/login.js';

export const MAX_PATH = 512;
export const MAX_SEARCH = 1024;

/**
 * The same-origin address `path + search` stands for, as `/path?query` (no fragment), or null when it
 * would leave the origin or is malformed.
 */
export function safeReturnPath(path: unknown, search: unknown, origin: string): string | null {
  if (typeof path !== 'string' || typeof search !== 'string') return null;
  if (path.length === 0 || path.length > MAX_PATH || search.length > MAX_SEARCH) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (search !== '' && !search.startsWith('?')) return null;
  // Control characters and whitespace are never in a real page address; browsers strip some of them,
  // which is how `/\t/evil.com` becomes `//evil.com`.
  if (/[\u0000-\u0020\u007f]/.test(path + search) || (path + search).includes('#')) return null;
  let url: URL;
  try {
    url = new URL(path + search, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Normalised, `/..//evil.com`, `/.//evil.com` and `/%2e%2e//evil.com` are all `//evil.com`: a browser
  // reads that as another host. Judge the path the URL parser made, not the one given.
  if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return null;
  return `${url.pathname}${url.search}`;
}

/** The address a provider sends the browser back to (the spec's "return address"). */
export function callbackUrl(origin: string, returnPath: string, provider: LoginProvider, sessionOnly: boolean): string {
  const url = new URL(API.loginCallback, origin);
  const [pathname, query = ''] = splitPath(returnPath);
  url.searchParams.set(RETURN_PARAMS.path, pathname);
  url.searchParams.set(RETURN_PARAMS.search, query ? `?${query}` : '');
  if (provider === 'qq') url.searchParams.set(RETURN_PARAMS.logintype, 'qq');
  if (sessionOnly) url.searchParams.set(RETURN_PARAMS.session, '1');
  return url.toString();
}

function splitPath(returnPath: string): [string, string?] {
  const q = returnPath.indexOf('?');
  return q < 0 ? [returnPath] : [returnPath.slice(0, q), returnPath.slice(q + 1)];
}

/** The return path with `login_error=<reason>` added (the page shows a message and removes it). */
export function withLoginError(returnPath: string, reason: LoginErrorReason): string {
  const url = new URL(returnPath, 'http://x');
  url.searchParams.set(LOGIN_ERROR_PARAM, reason);
  return `${url.pathname}${url.search}`;
}
