/** How call params travel (spec section 7, "Shared request rules"); pure, so it is tested in Node. */
import type { UserInfo } from '../../common/protocol.js';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Params = Record<string, unknown>;

export const TEXT_PLAIN = 'text/plain;charset=UTF-8';

export interface Payload {
  /** Query string params (GET, HEAD, OPTIONS). */
  query?: Params;
  /** The body: JSON text (sent as text/plain) or multipart form data. */
  body?: string | FormData;
  /** Set for a text body; form data lets the browser write its multipart boundary. */
  contentType?: string;
}

function sendsQuery(method: HttpMethod): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/**
 * GET (HEAD, OPTIONS) → query params, other methods → a text/plain JSON body, or multipart form data
 * when `form` is set. `userInfo` (when given) joins the params: as an object inside a JSON body, as
 * JSON text in a query string or a form field.
 */
export function buildPayload(
  method: HttpMethod,
  params: Params = {},
  userInfo: UserInfo | null,
  form = false,
): Payload {
  if (sendsQuery(method)) {
    return { query: userInfo ? { ...params, userInfo: JSON.stringify(userInfo) } : { ...params } };
  }
  if (form) {
    const fd = new FormData();
    for (const [key, value] of Object.entries(params)) appendField(fd, key, value);
    if (userInfo) fd.append('userInfo', JSON.stringify(userInfo));
    return { body: fd };
  }
  return { body: JSON.stringify(userInfo ? { ...params, userInfo } : params), contentType: TEXT_PLAIN };
}

function appendField(fd: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) fd.append(key, value);
  else if (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof Blob))
    for (const v of value) fd.append(key, v as Blob);
  else if (typeof value === 'object') fd.append(key, JSON.stringify(value));
  else fd.append(key, String(value));
}
