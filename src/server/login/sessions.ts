/**
 * Users and login sessions. A session has two opaque random tokens (the `qbtool_token` and
 * `qbtool_refresh_token` cookies); only their sha256 is stored. The access token lives LOGIN_TOKEN_HOURS;
 * after that the refresh token (LOGIN_SESSION_DAYS) mints a new one. Revoking a session ends both.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema.js';
import type { ProviderProfile } from './qq.js';

export type SessionLoginType = 'qq' | 'wx' | 'demo';

/** A session lasts this long without 下次自动登录 (session cookies; the server still ends it). */
export const SESSION_ONLY_HOURS = 12;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isOpaqueToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** A new public user id: `u` and 20 random letters and digits. */
export function newQbid(): string {
  return `u${randomBytes(15).toString('base64url').replace(/[-_]/g, '0')}`;
}

export interface User {
  id: number;
  qbid: string;
  provider: UsersTable['provider'];
  appid: string;
  openid: string;
  nick_name: string;
  logo: string;
}

/** Finds the user of this provider account, creating it on first login; the nickname and avatar follow the provider. */
export async function upsertUser(
  db: Kysely<Database>,
  provider: UsersTable['provider'],
  profile: ProviderProfile,
  now = Date.now(),
): Promise<User> {
  await db
    .insertInto('users')
    .values({
      qbid: newQbid(),
      provider,
      appid: profile.appid,
      openid: profile.openid,
      nick_name: profile.nickName,
      logo: profile.logo,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'appid', 'openid'])
        .doUpdateSet({ nick_name: profile.nickName, logo: profile.logo, updated_at: now }),
    )
    .execute();
  return db
    .selectFrom('users')
    .select(['id', 'qbid', 'provider', 'appid', 'openid', 'nick_name', 'logo'])
    .where('provider', '=', provider)
    .where('appid', '=', profile.appid)
    .where('openid', '=', profile.openid)
    .executeTakeFirstOrThrow();
}

export interface IssuedSession {
  token: string;
  refreshToken: string;
  /** Cookie lifetime in seconds; undefined for session cookies. */
  cookieMaxAgeS?: number;
}

export interface SessionTimes {
  sessionDays: number;
  tokenHours: number;
}

function lifetimes(persistent: boolean, times: SessionTimes, now: number) {
  const tokenMs = persistent
    ? times.tokenHours * 3_600_000
    : Math.min(times.tokenHours, SESSION_ONLY_HOURS) * 3_600_000;
  const refreshMs = persistent ? times.sessionDays * 86_400_000 : SESSION_ONLY_HOURS * 3_600_000;
  return {
    tokenExpires: now + tokenMs,
    refreshExpires: now + refreshMs,
    cookieMaxAgeS: persistent ? Math.floor(refreshMs / 1000) : undefined,
  };
}

export async function createSession(
  db: Kysely<Database>,
  user: User,
  logintype: SessionLoginType,
  persistent: boolean,
  times: SessionTimes,
  now = Date.now(),
): Promise<IssuedSession> {
  const token = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const life = lifetimes(persistent, times, now);
  await db
    .insertInto('login_sessions')
    .values({
      user_id: user.id,
      logintype,
      token_hash: hashToken(token),
      refresh_hash: hashToken(refreshToken),
      persistent: persistent ? 1 : 0,
      token_expires_at: life.tokenExpires,
      refresh_expires_at: life.refreshExpires,
      revoked_at: null,
      created_at: now,
    })
    .execute();
  return { token, refreshToken, cookieMaxAgeS: life.cookieMaxAgeS };
}

export interface ActiveSession {
  sessionId: number;
  user: User;
  logintype: SessionLoginType;
  persistent: boolean;
  /** Set when the access token had expired and a new one was made from the refresh token. */
  renewed?: { token: string; cookieMaxAgeS?: number };
}

/**
 * The session the cookies stand for: by the access token while it is valid, else by the refresh
 * token (and then with a new access token). Null when neither is valid or the session was revoked.
 */
export async function findSession(
  db: Kysely<Database>,
  token: unknown,
  refreshToken: unknown,
  times: SessionTimes,
  now = Date.now(),
): Promise<ActiveSession | null> {
  const base = db
    .selectFrom('login_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as sessionId',
      's.logintype',
      's.persistent',
      's.refresh_expires_at',
      'u.id',
      'u.qbid',
      'u.provider',
      'u.appid',
      'u.openid',
      'u.nick_name',
      'u.logo',
    ])
    .where('s.revoked_at', 'is', null);
  const toSession = (row: NonNullable<Awaited<ReturnType<typeof base.executeTakeFirst>>>): ActiveSession => ({
    sessionId: row.sessionId,
    logintype: row.logintype,
    persistent: row.persistent === 1,
    user: {
      id: row.id,
      qbid: row.qbid,
      provider: row.provider,
      appid: row.appid,
      openid: row.openid,
      nick_name: row.nick_name,
      logo: row.logo,
    },
  });

  if (isOpaqueToken(token)) {
    const row = await base
      .where('s.token_hash', '=', hashToken(token))
      .where('s.token_expires_at', '>', now)
      .executeTakeFirst();
    if (row) return toSession(row);
  }
  if (!isOpaqueToken(refreshToken)) return null;
  const row = await base
    .where('s.refresh_hash', '=', hashToken(refreshToken))
    .where('s.refresh_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const session = toSession(row);
  const fresh = newOpaqueToken();
  const life = lifetimes(session.persistent, times, now);
  const tokenExpires = Math.min(life.tokenExpires, Number(row.refresh_expires_at));
  await db
    .updateTable('login_sessions')
    .set({ token_hash: hashToken(fresh), token_expires_at: tokenExpires })
    .where('id', '=', session.sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  const cookieMaxAgeS = session.persistent
    ? Math.max(1, Math.floor((Number(row.refresh_expires_at) - now) / 1000))
    : undefined;
  return { ...session, renewed: { token: fresh, cookieMaxAgeS } };
}

/** Ends the session either token belongs to; true when one was ended. */
export async function revokeSession(
  db: Kysely<Database>,
  token: unknown,
  refreshToken: unknown,
  now = Date.now(),
): Promise<boolean> {
  const hashes = [token, refreshToken].filter(isOpaqueToken).map(hashToken);
  if (hashes.length === 0) return false;
  const result = await db
    .updateTable('login_sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('token_hash', 'in', hashes), eb('refresh_hash', 'in', hashes)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes sessions whose refresh token expired or that were revoked over a day ago. */
export async function sweepSessions(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('login_sessions')
    .where((eb) => eb.or([eb('refresh_expires_at', '<=', now), eb('revoked_at', '<=', now - 86_400_000)]))
    .execute();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
}
