/** What a failed `call()` does (request.ts loads this with the first failure): log it, alert, resolve or reject. */
import { HttpError } from './http.js';
import type { HttpMethod } from './payload.js';
import {
  alertsAllowedOn,
  bodyText,
  describeHttpError,
  describeNetworkError,
  type ErrorDescription,
} from './http-errors.js';
import { showAlert } from './alerts.js';
import { logError } from './beacon.js';
import { CallError, type ApiError, type CallOptions } from './request.js';

export async function failed(error: unknown, method: HttpMethod, options: CallOptions): Promise<ApiError> {
  const response = error instanceof HttpError ? error.response : undefined;
  let status = 0;
  let body: string;
  let description: ErrorDescription;
  if (response) {
    status = response.status;
    body = response.data instanceof Blob ? await response.data.text() : bodyText(response.data);
    description = describeHttpError(status, body);
  } else {
    body = error instanceof Error ? error.message : String(error);
    description = describeNetworkError(typeof navigator !== 'undefined' && navigator.onLine === false);
  }
  logError({
    message: `${method} ${options.url} failed: ${status ? `HTTP ${status}` : body}`,
    url: options.url,
    status,
    body,
  });
  if (!options.silent && typeof location !== 'undefined' && alertsAllowedOn(location.hostname))
    void showAlert(description.message);
  if (description.known) return { imgApiError: true, errMsg: description.message, code: description.code, status };
  throw new CallError(description.message, status, body);
}
