/** The dashboard's calls: same-origin fetch, the session cookie, and the call headers a POST needs. */
import { TIMESTAMP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { ADMIN_API, type AdminOverview, type DayRange, type ExportKind } from '../../common/admin.js';
import type { FeedbackPage } from '../../common/feedback.js';

export class AdminCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

function cookie(name: string): string {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : '';
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method === 'POST') {
    headers['content-type'] = 'text/plain;charset=UTF-8';
    headers[TIMESTAMP_HEADER] = String(Math.floor(Date.now() / 1000));
    headers[XSRF_HEADER] = cookie(XSRF_COOKIE);
  }
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!res.ok) {
    const text = await res.text();
    const parsed = parseErrorBody(text);
    throw new AdminCallError(res.status, parsed?.code ?? null, parsed?.message ?? `HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

export async function hasSession(): Promise<boolean> {
  try {
    await call('GET', ADMIN_API.session);
    return true;
  } catch (error) {
    if (error instanceof AdminCallError && error.status === 401) return false;
    throw error;
  }
}

export const login = (token: string) => call('POST', ADMIN_API.login, { token });
export const logout = () => call('POST', ADMIN_API.logout);

export async function loadOverview(range: DayRange): Promise<AdminOverview> {
  const q = new URLSearchParams({ from: range.from, to: range.to });
  return (await call<{ data: AdminOverview }>('GET', `${ADMIN_API.overview}?${q}`)).data;
}

export async function loadFeedback(page: number, pageSize: number, q: string): Promise<FeedbackPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  return (await call<{ data: FeedbackPage }>('GET', `${ADMIN_API.feedback}?${params}`)).data;
}

export function exportUrl(kind: ExportKind, range: DayRange, q = ''): string {
  const params = new URLSearchParams({ kind });
  if (kind !== 'feedback') {
    params.set('from', range.from);
    params.set('to', range.to);
  } else if (q.trim()) params.set('q', q.trim());
  return `${ADMIN_API.export}?${params}`;
}
