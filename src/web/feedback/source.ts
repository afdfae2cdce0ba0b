/** Where the visitor came from: the feedback link's `host` and `path` query (spec section 2). Pure. */
import { FEEDBACK_LIMITS } from '../../common/feedback.js';

export interface FeedbackSource {
  host: string;
  path: string;
}

/** The query's host and path, cut to what the server accepts; missing ones are empty. */
export function readSource(search: string): FeedbackSource {
  const q = new URLSearchParams(search);
  const clean = (v: string | null, max: number) =>
    Array.from((v ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ''))
      .slice(0, max)
      .join('');
  return { host: clean(q.get('host'), FEEDBACK_LIMITS.host), path: clean(q.get('path'), FEEDBACK_LIMITS.path) };
}

/**
 * A link back to the page on this site, or null. Only a plain same-site path is followed (never a
 * scheme, `//host` or a backslash trick), and only when the host is this site's.
 */
export function backHref(source: FeedbackSource, currentHost: string): string | null {
  const { host, path } = source;
  if (host && host !== currentHost) return null;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) return null;
  return path;
}
