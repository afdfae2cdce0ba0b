/** Route-test helpers for logged-in calls (used by the login and rating tests). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API } from '../../common/protocol.js';
import { LOGIN_COOKIES } from '../../common/login.js';
import { callHeaders } from '../test-support.js';

/** The cookies a response set, by name (the last value wins; an expired one maps to ''). */
export function setCookies(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of res.cookies as { name: string; value: string }[]) out[c.name] = c.value;
  return out;
}

/** The login cookies of a response, as a request's cookie map. */
export function loginCookies(res: LightMyRequestResponse): Record<string, string> {
  const all = setCookies(res);
  return Object.fromEntries(
    Object.values(LOGIN_COOKIES)
      .filter((n) => all[n])
      .map((n) => [n, all[n]]),
  );
}

/** Logs a new demo user in (the server must allow demo login) and returns its cookies. */
export async function demoLogin(
  app: FastifyInstance,
  autoLogin = true,
): Promise<{ cookies: Record<string, string>; qbid: string; res: LightMyRequestResponse }> {
  const res = await app.inject({ method: 'POST', url: API.demoLogin, headers: callHeaders(), payload: { autoLogin } });
  if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.statusCode} ${res.body}`);
  return { cookies: loginCookies(res), qbid: res.json().data.qbid, res };
}
