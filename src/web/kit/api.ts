/**
 * A tool page's read-only calls to its own server routes (GET, JSON answer), through the platform's one HTTP
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
