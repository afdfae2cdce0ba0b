/** Login names both sides agree on (spec sections 3, 4 and 7). */

/** The login cookies (spec section 3), all under the parent domain, Secure, SameSite=Strict. */
export const LOGIN_COOKIES = {
  qbid: 'qbtool_qbid',
  openid: 'qbtool_openid',
  token: 'qbtool_token',
  logintype: 'qbtool_logintype',
  loginname: 'qbtool_loginname',
  loginlogo: 'qbtool_loginlogo',
  refreshToken: 'qbtool_refresh_token',
  appid: 'qbtool_appid',
} as const;

/** The short-lived OAuth state cookie (SameSite=Lax: it must survive the provider's redirect back). */
export const OAUTH_STATE_COOKIE = 'qbtool_oauth_state';

/** `qbtool_logintype` values: the spec's wx, qq and qqsdk, and our local demo login. */
export type LoginType = 'wx' | 'qq' | 'qqsdk' | 'demo';

/** What the login panel offers: 'all' is QQ and WeChat (spec section 6). */
export type AllowedLoginTypes = 'all' | 'qq' | 'wx';

/** A provider a visitor can pick in the panel. */
export type LoginProvider = 'qq' | 'wx';

/** Query parameters of the return address the providers send the browser back to. */
export const RETURN_PARAMS = {
  path: '_path',
  search: 'search',
  /** `logintype=qq` marks QQ; its absence means WeChat. */
  logintype: 'logintype',
  /** `session=1`: 下次自动登录 was unchecked, the cookies are session cookies. */
  session: 'session',
} as const;

/** Added to the page address when a provider round trip did not end in a login (the page says so, then drops it). */
export const LOGIN_ERROR_PARAM = 'login_error';
export type LoginErrorReason = 'cancelled' | 'expired' | 'failed';

/** `GET /api/login/options`: what the server offers. */
export interface LoginOptions {
  qq: boolean;
  wx: boolean;
  /** The local demo login (only on a loopback address, or DEMO_LOGIN=1). */
  demo: boolean;
  /** WeChat's login script, when WeChat is on. */
  wxScriptUrl?: string;
}

/** `POST /api/login/start` answer: where to send the visitor (QQ) or what WxLogin needs (WeChat). */
export interface LoginStart {
  /** The provider's authorization page (QQ authorize, WeChat qrconnect). */
  url: string;
  appid: string;
  /** The return address (already absolute), to be URL-encoded once by the WxLogin caller. */
  redirect_uri: string;
  state: string;
  scope: string;
}

/** `GET /api/getLoginInfo` data. */
export interface LoginInfoData {
  qbid: string;
  logo: string;
  nick_name: string;
}

/** Native login info from the host browser (spec section 3). */
export interface NativeLoginInfo {
  faceUrl?: string;
  nickName?: string;
  openid?: string;
  ctk?: string;
  appid?: string;
  qbid?: string;
  mode?: number | string;
  isLogin?: boolean;
}

/** Mode 3 maps to wx, mode 5 to qq, anything else to qqsdk. */
export function nativeLoginType(mode: unknown): 'wx' | 'qq' | 'qqsdk' {
  const n = Number(mode);
  if (n === 3) return 'wx';
  if (n === 5) return 'qq';
  return 'qqsdk';
}
