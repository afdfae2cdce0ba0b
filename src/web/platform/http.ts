/**
 * The site's one HTTP client (spec section 7 and 9). Its rules are axios and axios-retry behaviour:
 * no timeout, 2xx is success, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (axios does it for
 * same-origin calls), 3 retries without delay on network errors and on idempotent requests that fail
 * with 5xx (axios-retry's default condition). Interceptors add the timestamp and authorization headers.
 * Tools call it through `call()` in request.ts, never directly.
 */
import axios from 'axios';
import axiosRetry from 'axios-retry';
import { AUTH_HEADER, DEFAULT_AUTH, TIMESTAMP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../common/protocol.js';

export const RETRIES = 3;

export const http = axios.create({
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
});

axiosRetry(http, { retries: RETRIES, retryDelay: () => 0 });

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

http.interceptors.request.use((config) => {
  // Set on every attempt, retries included, so a retry carries a fresh time and the latest token.
  config.headers.set(TIMESTAMP_HEADER, epochSeconds());
  config.headers.set(AUTH_HEADER, authorization);
  return config;
});
