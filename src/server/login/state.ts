/**
 * OAuth `state`: 32 random bytes, stored hashed with what the login is for (provider, return path,
 * session-only, the exact redirect_uri), valid STATE_TTL_MS, consumed once (a delete that returns the
 * row, so two callbacks racing with the same state cannot both win). The browser also holds it in a
 * SameSite=Lax cookie, so a callback URL planted in another browser is refused (login CSRF).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LoginProvider } from '../../common/login.js';
import { hashToken, newOpaqueToken, isOpaqueToken } from './sessions.js';

export const STATE_TTL_MS = 10 * 60_000;

export interface PendingLogin {
  provider: LoginProvider;
  returnTo: string;
  redirectUri: string;
  sessionOnly: boolean;
}

export async function createState(db: Kysely<Database>, login: PendingLogin, now = Date.now()): Promise<string> {
  const state = newOpaqueToken();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: hashToken(state),
      provider: login.provider,
      return_to: login.returnTo,
      redirect_uri: login.redirectUri,
      session_only: login.sessionOnly ? 1 : 0,
      expires_at: now + STATE_TTL_MS,
    })
    .execute();
  return state;
}

/** Takes the state out of the store: its login when it existed and had not expired, else null. */
export async function consumeState(
  db: Kysely<Database>,
  state: unknown,
  now = Date.now(),
): Promise<PendingLogin | null> {
  if (!isOpaqueToken(state)) return null;
  const row = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', hashToken(state))
    .returningAll()
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return null;
  return {
    provider: row.provider,
    returnTo: row.return_to,
    redirectUri: row.redirect_uri,
    sessionOnly: row.session_only === 1,
  };
}
