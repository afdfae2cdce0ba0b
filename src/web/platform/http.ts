/**
 * The site's one HTTP client (spec sections 7 and 9), on XMLHttpRequest (upload progress needs it): no
 * timeout, 2xx is success, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on same-origin calls, and 3
 * retries without delay on network errors (any method) and on idempotent requests (GET, HEAD, OPTIONS,
 * PUT, DELETE) answered with 5xx or 429. Every attempt carries a fresh timestamp header and the current
 * authorization. These are the rules the site first had from axios + axios-retry; this small client keeps
 * them without 60 KB of library in every page. Tools call it through `call()` in request.ts, never directly.
 */
import { AUTH_HEADER, DEFAULT_AUTH, TIMESTAMP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../common/protocol.js';
import type { HttpMethod, Params } from './payload.js';

export const RETRIES = 3;

export type ResponseType = 'arraybuffer' | 'blob' | 'json' | 'text';

export interface UploadProgress {
  loaded: number;
  total?: number;
  /** 0..1 when the total is known. */
  progress?: number;
}

export interface HttpRequest {
  url: string;
  method: HttpMethod;
  /** Sent as the query string. */
  params?: Params;
  data?: string | FormData;
  headers?: Record<string, string>;
  /** Default: JSON when the body parses as JSON, else text. */
  responseType?: ResponseType;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

/** A call that failed: `response` when the server answered (not 2xx), none when the network failed. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly response?: HttpResponse<unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The caller aborted the call (its AbortSignal fired). */
export class CanceledError extends Error {
  constructor() {
    super('canceled');
    this.name = 'CanceledError';
  }
}

export function isCancel(error: unknown): error is CanceledError {
  return error instanceof CanceledError;
}

let authorization = DEFAULT_AUTH;

/** The authorization value calls carry: `Bearer <token>` once /api/getToken answered, else DEFAULT_AUTH. */
export function currentAuthorization(): string {
  return authorization;
}

export function setAuthToken(token: string): void {
  authorization = `Bearer ${token}`;
}

/** Epoch seconds, the timestamp header's value. */
export function epochSeconds(now = Date.now()): string {
  return String(Math.floor(now / 1000));
}

const IDEMPOTENT: HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

/** Whether a failed attempt is tried again (axios-retry's default condition). */
export function shouldRetry(method: HttpMethod, status: number | undefined): boolean {
  if (status === undefined) return true; // no answer at all: a network error
  return IDEMPOTENT.includes(method) && (status === 429 || (status >= 500 && status <= 599));
}

function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

/** `url?k=v&...` as axios serialises params: null and undefined left out, objects as JSON, arrays as `k[]`. */
export function withQuery(url: string, params: Params | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const v of values) {
      const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  if (parts.length === 0) return url;
  const hash = url.indexOf('#');
  const base = hash >= 0 ? url.slice(0, hash) : url;
  return `${base}${base.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The headers a state-changing call carries (timestamp, authorization, and the XSRF value on same-origin
 * URLs), for requests another library sends (the tus uploader sets them before each of its requests).
 */
export function platformHeaders(url: string): Record<string, string> {
  const headers: Record<string, string> = { [TIMESTAMP_HEADER]: epochSeconds(), [AUTH_HEADER]: authorization };
  const xsrf = sameOrigin(url) ? readCookie(XSRF_COOKIE) : undefined;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

function parseBody(xhr: XMLHttpRequest, type: ResponseType | undefined): unknown {
  if (type === 'blob' || type === 'arraybuffer') return xhr.response;
  const text = xhr.responseText;
  if (type === 'text') return text;
  try {
    return text === '' ? text : JSON.parse(text);
  } catch {
    return text; // not JSON: kept as text, as axios does
  }
}

function attempt<T>(req: HttpRequest): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) return reject(new CanceledError());
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, withQuery(req.url, req.params), true);
    if (req.responseType === 'blob' || req.responseType === 'arraybuffer') xhr.responseType = req.responseType;
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      ...req.headers,
      [TIMESTAMP_HEADER]: epochSeconds(),
      [AUTH_HEADER]: authorization,
    };
    const xsrf = sameOrigin(req.url) ? readCookie(XSRF_COOKIE) : undefined;
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    req.signal?.addEventListener('abort', onAbort);
    const done = () => req.signal?.removeEventListener('abort', onAbort);
    if (req.onUploadProgress && xhr.upload) {
      const report = req.onUploadProgress;
      xhr.upload.onprogress = (e) =>
        report({
          loaded: e.loaded,
          total: e.lengthComputable ? e.total : undefined,
          progress: e.lengthComputable && e.total > 0 ? e.loaded / e.total : undefined,
        });
    }
    xhr.onload = () => {
      done();
      const response = { status: xhr.status, data: parseBody(xhr, req.responseType) };
      if (xhr.status >= 200 && xhr.status < 300) resolve(response as HttpResponse<T>);
      else reject(new HttpError(`Request failed with status code ${xhr.status}`, response));
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error'));
    };
    xhr.onabort = () => {
      done();
      reject(new CanceledError());
    };
    xhr.send(req.data ?? null);
  });
}

/** Sends a request, retrying as the rules above say. */
export async function request<T>(req: HttpRequest): Promise<HttpResponse<T>> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt<T>(req);
    } catch (error) {
      if (!(error instanceof HttpError) || retry >= RETRIES || !shouldRetry(req.method, error.response?.status))
        throw error;
    }
  }
}
