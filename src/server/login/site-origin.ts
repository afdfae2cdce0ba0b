/**
 * The origin OAuth return addresses are built on (pure). Never simply the request's `Host` (or, behind a
 * trusted proxy, `X-Forwarded-Host`): anyone can send another one and have the provider send a visitor's code
 * there. It is PUBLIC_URL when set; else the request's host only when ALLOWED_HOSTS lists it; else, on a
 * server listening on a loopback address (a developer's machine), a loopback request host. Otherwise null:
 * no login is started.
 */
import { isLoopbackHost } from './config.js';

export interface OriginRules {
  publicUrl?: string;
  /** Lower-case host names, with the port when it is not the scheme's default. */
  allowedHosts: string[];
  /** The address the server listens on (HOST). */
  listenHost: string;
}

/** The request's own origin (scheme and `Host`), or null when the host is not a plain name or address. */
export function requestOrigin(request: { protocol: string; host: string }): string | null {
  const host = request.host.toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

export function siteOrigin(
  rules: OriginRules,
  request: { protocol: string; host: string; hostname: string },
): string | null {
  if (rules.publicUrl) return rules.publicUrl;
  const origin = requestOrigin(request);
  if (origin === null) return null;
  const host = request.host.toLowerCase();
  if (rules.allowedHosts.includes(host)) return origin;
  if (isLoopbackHost(rules.listenHost) && isLoopbackHost(request.hostname)) return origin;
  return null;
}
