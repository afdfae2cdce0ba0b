/** Fire-and-forget POSTs that survive the page closing: `navigator.sendBeacon`, else `fetch` with keepalive. */
import { API } from '../../common/protocol.js';
import { TEXT_PLAIN } from './payload.js';

/** Sends `data` as a text/plain JSON body; true when the browser queued it. */
export function beacon(url: string, data: unknown): boolean {
  if (typeof window === 'undefined') return false;
  const text = JSON.stringify(data);
  try {
    // A string body goes out as `text/plain;charset=UTF-8`, the same bytes as a text/plain Blob.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return true;
  } catch {
    // fall through to fetch
  }
  try {
    void fetch(url, {
      method: 'POST',
      body: text,
      headers: { 'content-type': TEXT_PLAIN },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
    return true;
  } catch {
    return false;
  }
}

export interface LogEntry {
  level?: 'error' | 'warn';
  message: string;
  /** The url that failed (a call, a script); the page's own url when omitted. */
  url?: string;
  status?: number;
  body?: string;
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** Sends an error to the log service (`POST /api/log`); it never throws. */
export function logError(entry: LogEntry): void {
  try {
    const payload: Record<string, unknown> = {
      level: entry.level ?? 'error',
      message: clip(entry.message || 'error', 500),
      url: clip(entry.url ?? (typeof location === 'undefined' ? '' : location.href), 500),
    };
    if (entry.status !== undefined) payload.status = entry.status;
    if (entry.body) payload.body = clip(entry.body, 1000);
    beacon(API.log, payload);
  } catch {
    // logging must never break the page
  }
}
