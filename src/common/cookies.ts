/** Cookie text helpers (pure: they read and build strings, the caller touches `document.cookie`). */

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Lifetime in days (Max-Age and Expires are both written). */
  days?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** A `document.cookie` assignment for one cookie. `now` is epoch milliseconds (for Expires). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, now = Date.now()): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.days !== undefined) {
    parts.push(`max-age=${Math.round(options.days * 86400)}`);
    parts.push(`expires=${new Date(now + options.days * 86_400_000).toUTCString()}`);
  }
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.sameSite) parts.push(`samesite=${options.sameSite}`);
  if (options.secure) parts.push('secure');
  return parts.join('; ');
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain a site-wide cookie is shared under: `a.b.example.com` → `.example.com`,
 * `example.com` → `.example.com`. None (host-only cookie) for localhost, single-label hosts and IP addresses.
 * Two-label public suffixes (`example.co.uk`) come out as `.co.uk`, which browsers refuse: the caller
 * checks the cookie was written and retries host-only.
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (IPV4.test(host) || host.includes(':') || host.startsWith('[')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}
