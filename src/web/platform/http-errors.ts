/** How a failed call is shown (spec section 8): pure mapping from HTTP status and body to the message. */
import {
  ERROR_CATALOGUE,
  ErrorCodes,
  INVALID_TIMESTAMP_MESSAGE,
  isKnownErrorCode,
  parseErrorBody,
} from '../../common/errors.js';

export interface ErrorDescription {
  /** The text the alert shows. */
  message: string;
  /** True when the body starts with a catalogue code: the call then resolves to `{imgApiError: true, errMsg}`. */
  known: boolean;
  code?: number;
}

/** A response body as text (the client parses JSON-looking bodies). */
export function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

/**
 * - a body containing `invalid timestamp` → the "check your system clock" message;
 * - `<known code>,...` → the catalogue's message for that code;
 * - anything else → `[status]body`.
 */
export function describeHttpError(status: number, body: string): ErrorDescription {
  const parsed = parseErrorBody(body);
  const known = parsed !== null && isKnownErrorCode(parsed.code);
  if (body.includes('invalid timestamp')) return { message: INVALID_TIMESTAMP_MESSAGE, known, code: parsed?.code };
  if (parsed && isKnownErrorCode(parsed.code))
    return { message: ERROR_CATALOGUE[parsed.code], known: true, code: parsed.code };
  return { message: `[${status}]${body}`, known: false, code: parsed?.code };
}

/** What a call that needs the server says while the browser is offline. */
export const OFFLINE_MESSAGE = '当前处于离线状态，这个功能需要联网，请连接网络后再试。';

/**
 * A call that got no answer at all: while the browser is offline, that it needs the network; otherwise
 * (server down, blocked) the catalogue's server message.
 */
export function describeNetworkError(offline = false): ErrorDescription {
  return { message: offline ? OFFLINE_MESSAGE : ERROR_CATALOGUE[ErrorCodes.server], known: false };
}

/** Alerts are skipped when the site runs on `localhost` (a developer's machine). 127.0.0.1 shows them. */
export function alertsAllowedOn(hostname: string): boolean {
  return hostname !== 'localhost';
}
