/**
 * WeChat Open Platform, website application (https://developers.weixin.qq.com/doc/oplatform/Website_App/WeChat_Login/Wechat_Login.html):
 * the browser shows `qrconnect` (through WeChat's wxLogin.js), then `/sns/oauth2/access_token` and
 * `/sns/userinfo`. Every answer is JSON; errors are `{errcode, errmsg}`.
 */
import type { WxConfig } from './config.js';
import { ProviderError, providerGet, providerUrl } from './provider-http.js';
import { safeImageUrl, safeNickName, type ProviderProfile } from './qq.js';

export const WX_SCOPE = 'snsapi_login';

function parseWx(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProviderError('WeChat answer is not JSON');
  }
  if (!value || typeof value !== 'object') throw new ProviderError('WeChat answer is not an object');
  const v = value as Record<string, unknown>;
  if (v.errcode !== undefined && v.errcode !== 0)
    throw new ProviderError(`WeChat error ${String(v.errcode)}: ${String(v.errmsg ?? '')}`, v.errcode as number);
  return v;
}

export interface WxToken {
  accessToken: string;
  openid: string;
  unionid: string;
  refreshToken: string;
  expiresIn: number;
}

export function parseWxToken(text: string): WxToken {
  const v = parseWx(text);
  if (typeof v.access_token !== 'string' || !v.access_token || typeof v.openid !== 'string' || !v.openid) {
    throw new ProviderError('WeChat token answer has no access_token or openid');
  }
  return {
    accessToken: v.access_token,
    openid: v.openid,
    unionid: typeof v.unionid === 'string' ? v.unionid : '',
    refreshToken: typeof v.refresh_token === 'string' ? v.refresh_token : '',
    expiresIn: Number(v.expires_in ?? 0) || 0,
  };
}

export function parseWxUserInfo(text: string, openid: string): { nickName: string; logo: string } {
  const v = parseWx(text);
  if (v.openid !== openid) throw new ProviderError('WeChat user info is for another user');
  return { nickName: safeNickName(v.nickname, '微信用户'), logo: safeImageUrl(v.headimgurl) };
}

/** The QR page address (what wxLogin.js puts in its iframe; also usable as a plain link). */
export function wxQrconnectUrl(config: WxConfig, redirectUri: string, state: string): string {
  return `${providerUrl(config.openBaseUrl, '/connect/qrconnect', { appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: WX_SCOPE, state })}#wechat_redirect`;
}

/** The authorization code → access token and openid → profile. */
export async function wxLogin(config: WxConfig, code: string): Promise<ProviderProfile> {
  const token = parseWxToken(
    await providerGet(
      providerUrl(config.apiBaseUrl, '/sns/oauth2/access_token', {
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      }),
    ),
  );
  return wxProfile(config, token.accessToken, token.openid);
}

/** The profile behind an access token; `/sns/userinfo` refuses a token that is not the openid's. */
export async function wxProfile(config: WxConfig, accessToken: string, openid: string): Promise<ProviderProfile> {
  parseWx(await providerGet(providerUrl(config.apiBaseUrl, '/sns/auth', { access_token: accessToken, openid })));
  const info = parseWxUserInfo(
    await providerGet(
      providerUrl(config.apiBaseUrl, '/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' }),
    ),
    openid,
  );
  return { openid, appid: config.appId, ...info };
}
