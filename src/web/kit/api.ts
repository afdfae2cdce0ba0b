/**
 * A tool page's calls to its own server routes (GET, or POST of a JSON body; JSON answer), through the platform's one HTTP
 * client (retries, timestamp header, offline message). A catalogue error rejects with an `ApiCallError`
 * carrying its code, so a page can tell "not found" from a failure; no alert is shown (the page says it).
 */
import { call, isApiError } from '../platform/request.js';
import type { Params } from '../platform/payload.js';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

export async function getJson<T>(url: string, params?: Params, signal?: AbortSignal): Promise<T> {
  const answer = await call<T>({ url, method: 'GET', params, withUserInfo: false, silent: true, signal });
  if (isApiError(answer)) throw new ApiCallError(answer.status, answer.code, answer.errMsg);
  return answer;
}

/** A tool page's POST of JSON to its own server route (work that takes a body too large for a query). */
export async function postJson<T>(url: string, params: Params, signal?: AbortSignal): Promise<T> {
  const answer = await call<T>({ url, params, withUserInfo: false, silent: true, signal });
  if (isApiError(answer)) throw new ApiCallError(answer.status, answer.code, answer.errMsg);
  return answer;
}
