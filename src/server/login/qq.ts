/**
 * QQ Connect, OAuth 2.0 authorization code (https://wiki.connect.qq.com):
 * `/oauth2.0/authorize` (the browser) → `/oauth2.0/token` → `/oauth2.0/me` → `/user/get_user_info`.
 * The token endpoint answers form-encoded text (or JSON with `fmt=json`), `/oauth2.0/me` answers JSONP
 * `callback( {...} );` (or JSON with `fmt=json`); errors come as `{error, error_description}` in the
 * same wrapping, and `get_user_info` as `{ret, msg}`.
 */
import type { QqConfig } from './config.js';
import { ProviderError, providerGet, providerUrl } from './provider-http.js';

export interface ProviderProfile {
  openid: string;
  appid: string;
  nickName: string;
  logo: string;
}

export interface QqToken {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

/** The JSON inside `callback( ... );`, or the text itself when it is plain JSON; null otherwise. */
export function unwrapJsonp(text: string): unknown {
  const trimmed = text.trim();
  const m = /^[A-Za-z_$][\w$]*\s*\(\s*([\s\S]*?)\s*\)\s*;?$/.exec(trimmed);
  try {
    return JSON.parse(m ? m[1] : trimmed);
  } catch {
    return null;
  }
}

function providerFailure(value: unknown): ProviderError | null {
  if (value && typeof value === 'object' && 'error' in value) {
    const e = value as { error: number | string; error_description?: string };
    return new ProviderError(`QQ error ${e.error}: ${e.error_description ?? ''}`.trim(), e.error);
  }
  return null;
}

/** The token endpoint's answer in any of its forms: form-encoded, JSON, or a JSONP error. */
export function parseQqToken(text: string): QqToken {
  const trimmed = text.trim();
  let fields: Record<string, unknown>;
  if (trimmed.startsWith('{') || /^[A-Za-z_$][\w$]*\s*\(/.test(trimmed)) {
    const value = unwrapJsonp(trimmed);
    const failure = providerFailure(value);
    if (failure) throw failure;
    if (!value || typeof value !== 'object') throw new ProviderError('QQ token answer is not understood');
    fields = value as Record<string, unknown>;
  } else {
    fields = Object.fromEntries(new URLSearchParams(trimmed));
  }
  const accessToken = fields.access_token;
  if (typeof accessToken !== 'string' || !accessToken) throw new ProviderError('QQ token answer has no access_token');
  return {
    accessToken,
    expiresIn: Number(fields.expires_in ?? 0) || 0,
    refreshToken: typeof fields.refresh_token === 'string' ? fields.refresh_token : '',
  };
}

/** `/oauth2.0/me`: the app the token belongs to and the user's openid. */
export function parseQqMe(text: string): { clientId: string; openid: string } {
  const value = unwrapJsonp(text);
  const failure = providerFailure(value);
  if (failure) throw failure;
  const v = value as { client_id?: unknown; openid?: unknown } | null;
  if (!v || typeof v.openid !== 'string' || !v.openid || typeof v.client_id !== 'string')
    throw new ProviderError('QQ me answer has no openid');
  return { clientId: v.client_id, openid: v.openid };
}

/** Keeps an avatar address only when it is an http(s) URL of reasonable length. */
export function safeImageUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > 1024) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/** Trims a nickname to what we keep (128 characters), without control characters. */
export function safeNickName(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return (text || fallback).slice(0, 128);
}

/** `/user/get_user_info`: nickname and the 40×40 (or 100×100) avatar. */
export function parseQqUserInfo(text: string): { nickName: string; logo: string } {
  const value = unwrapJsonp(text) as Record<string, unknown> | null;
  if (!value || typeof value !== 'object') throw new ProviderError('QQ user info is not understood');
  if (value.ret !== 0 && value.ret !== '0')
    throw new ProviderError(
      `QQ get_user_info ret ${String(value.ret)}: ${String(value.msg ?? '')}`,
      value.ret as number,
    );
  return {
    nickName: safeNickName(value.nickname, 'QQ用户'),
    logo: safeImageUrl(value.figureurl_qq_2) || safeImageUrl(value.figureurl_qq_1) || safeImageUrl(value.figureurl_2),
  };
}

/** The QQ authorization page the browser is sent to. */
export function qqAuthorizeUrl(config: QqConfig, redirectUri: string, state: string, mobile: boolean): string {
  return providerUrl(config.baseUrl, '/oauth2.0/authorize', {
    response_type: 'code',
    client_id: config.appId,
    redirect_uri: redirectUri,
    state,
    scope: 'get_user_info',
    ...(mobile ? { display: 'mobile' } : {}),
  });
}

export const QQ_SCOPE = 'get_user_info';

/** The authorization code → access token → openid → profile. */
export async function qqLogin(config: QqConfig, code: string, redirectUri: string): Promise<ProviderProfile> {
  const token = parseQqToken(
    await providerGet(
      providerUrl(config.baseUrl, '/oauth2.0/token', {
        grant_type: 'authorization_code',
        client_id: config.appId,
        client_secret: config.appKey,
        code,
        redirect_uri: redirectUri,
        fmt: 'json',
      }),
    ),
  );
  return qqProfile(config, token.accessToken, [config.appId]);
}

/**
 * Who an access token belongs to: `/oauth2.0/me` (its app must be one of `appIds`), then the profile.
 * Used by the code flow and by `check_ctk` (a token the host browser's QQ SDK obtained).
 */
export async function qqProfile(
  config: QqConfig,
  accessToken: string,
  appIds: string[],
  expectedOpenid?: string,
): Promise<ProviderProfile> {
  const me = parseQqMe(await providerGet(providerUrl(config.baseUrl, '/oauth2.0/me', { access_token: accessToken })));
  if (!appIds.includes(me.clientId)) throw new ProviderError('QQ token belongs to another app');
  if (expectedOpenid !== undefined && me.openid !== expectedOpenid)
    throw new ProviderError('QQ token belongs to another user');
  const info = parseQqUserInfo(
    await providerGet(
      providerUrl(config.baseUrl, '/user/get_user_info', {
        access_token: accessToken,
        oauth_consumer_key: me.clientId,
        openid: me.openid,
      }),
    ),
  );
  return { openid: me.openid, appid: me.clientId, ...info };
}
