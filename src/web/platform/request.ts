/**
 * `call()`: the one way the site talks to its server. Default method POST; GET sends params as a
 * query string, other methods a text/plain JSON body or multipart form data; `userInfo` joins the
 * params unless `withUserInfo: false`. A failure is logged to `/api/log` and shown in an alert
 * (not with `silent`, never on localhost); a catalogue error resolves to `{imgApiError: true, errMsg}`,
 * any other failure rejects with a CallError.
 */
import { isCancel, request, type ResponseType, type UploadProgress } from './http.js';
import { buildPayload, type HttpMethod, type Params } from './payload.js';

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
  onUploadProgress?: (event: UploadProgress) => void;
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
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

export async function call<T = unknown>(options: CallOptions): Promise<T | ApiError> {
  const method = options.method ?? 'POST';
  // The identity module (cookie, host browser API) loads with the first call that carries userInfo.
  const userInfo = options.withUserInfo === false ? null : await (await import('./identity.js')).getUserInfo();
  const payload = buildPayload(method, options.params, userInfo, options.form);
  try {
    const res = await request<T>({
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
    if (isCancel(error)) throw error;
    // How a failure is described, logged and shown loads with the first failure.
    return (await import('./call-failure.js')).failed(error, method, options);
  }
}
