/**
 * `call()`: the one way the site talks to its server. Default method POST; GET sends params as a
 * query string, other methods a text/plain JSON body or multipart form data; `userInfo` joins the
 * params unless `withUserInfo: false`. A failure is logged to `/api/log` and shown in an alert
 * (not with `silent`, never on localhost); a catalogue error resolves to `{imgApiError: true, errMsg}`,
 * any other failure rejects with a CallError.
 */
import axios, { type AxiosProgressEvent, type ResponseType } from 'axios';
import { getUserInfo } from './identity.js';
import { http } from './http.js';
import { buildPayload, type HttpMethod, type Params } from './payload.js';
import { alertsAllowedOn, bodyText, describeHttpError, describeNetworkError, type ErrorDescription } from './httpErrors.js';
import { showAlert } from './alerts.js';
import { logError } from './beacon.js';

export interface CallOptions {
  url: string;
  /** Default POST. */
  method?: HttpMethod;
  params?: Params;
  /** Send multipart form data instead of a JSON text body (files go in `params` as Blob/File). */
  form?: boolean;
  /** Default true: add `userInfo` {guid, qimei36, qua2} to the params. */
  withUserInfo?: boolean;
  /** No alert on failure (the error is still logged). */
  silent?: boolean;
  responseType?: ResponseType;
  signal?: AbortSignal;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

/** What a call resolves to when the server answers with a catalogue code. */
export interface ApiError {
  imgApiError: true;
  errMsg: string;
  code?: number;
  status: number;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as ApiError).imgApiError === true;
}

/** A failed call that is not a catalogue error: an unknown code, a bad clock, or no answer (status 0). */
export class CallError extends Error {
  constructor(message: string, readonly status: number, readonly body: string) {
    super(message);
    this.name = 'CallError';
  }
}

export async function call<T = unknown>(options: CallOptions): Promise<T | ApiError> {
  const method = options.method ?? 'POST';
  const userInfo = options.withUserInfo === false ? null : await getUserInfo();
  const payload = buildPayload(method, options.params, userInfo, options.form);
  try {
    const res = await http.request<T>({
      url: options.url,
      method,
      params: payload.query,
      data: payload.body,
      headers: payload.contentType ? { 'Content-Type': payload.contentType } : undefined,
      responseType: options.responseType,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
    return res.data;
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    return failed(error, method, options);
  }
}

async function failed(error: unknown, method: HttpMethod, options: CallOptions): Promise<ApiError> {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  let status = 0;
  let body = '';
  let description: ErrorDescription;
  if (response) {
    status = response.status;
    body = response.data instanceof Blob ? await response.data.text() : bodyText(response.data);
    description = describeHttpError(status, body);
  } else {
    body = error instanceof Error ? error.message : String(error);
    description = describeNetworkError();
  }
  logError({ message: `${method} ${options.url} failed: ${status ? `HTTP ${status}` : body}`, url: options.url, status, body });
  if (!options.silent && typeof location !== 'undefined' && alertsAllowedOn(location.hostname)) void showAlert(description.message);
  if (description.known) return { imgApiError: true, errMsg: description.message, code: description.code, status };
  throw new CallError(description.message, status, body);
}
