/**
 * Starting a login (spec sections 4 and 7). The server makes the single-use state and checks the return
 * address (`POST /api/login/start`); then
 * - QQ: the page navigates to QQ's authorization page;
 * - WeChat: WeChat's login script (wxLogin.js, from the configured address, through loadScript) draws
 *   its QR code iframe into the panel; after the scan WeChat sends the whole page to the return address;
 * - demo: `POST /api/login/demo` logs a demo user in at once.
 * The return address is this page (`_path` + `search`); with 下次自动登录 unchecked the server adds
 * `session=1` to it and sets session cookies.
 */
import { API } from '../../common/protocol.js';
import { LOGIN_ERROR_PARAM, type LoginOptions, type LoginProvider, type LoginStart } from '../../common/login.js';
import { call, CallError, isApiError, type ApiError } from '../platform/request.js';
import { loadScript } from '../platform/load-script.js';
import { isPc } from '../platform/tracking.js';
import { toLoginInfo, type LoginInfo } from './login-info.js';

export interface WxLoginOptions {
  self_redirect?: boolean;
  id: string;
  appid: string;
  scope: string;
  redirect_uri: string;
  state: string;
  style?: 'black' | 'white';
  href?: string;
  lang?: 'en' | 'cn';
}

declare global {
  interface Window {
    /** Defined by WeChat's wxLogin.js. */
    WxLogin?: new (options: WxLoginOptions) => unknown;
  }
}

/** The page the login returns to: this page's path and query, without a previous login_error. */
export function returnAddress(location: { pathname: string; search: string }): { _path: string; search: string } {
  const params = new URLSearchParams(location.search);
  params.delete(LOGIN_ERROR_PARAM);
  const query = params.toString();
  return { _path: location.pathname || '/', search: query ? `?${query}` : '' };
}

/** Drops `login_error` from the address bar and returns its reason, if any. */
export function takeLoginError(): string | null {
  const url = new URL(window.location.href);
  const reason = url.searchParams.get(LOGIN_ERROR_PARAM);
  if (reason === null) return null;
  url.searchParams.delete(LOGIN_ERROR_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return reason;
}

export async function fetchLoginOptions(): Promise<LoginOptions> {
  try {
    const res = await call<{ ret: number; data: LoginOptions }>({
      url: API.loginOptions,
      method: 'GET',
      silent: true,
      withUserInfo: false,
    });
    if (!isApiError(res) && res.ret === 0 && res.data) return res.data;
  } catch (error) {
    console.error('login options failed', error);
  }
  return { qq: false, wx: false, demo: false };
}

/** The server refused a login with a catalogue code: the message is the catalogue's (spec section 8). */
export class LoginRefused extends Error {
  constructor(answer: ApiError) {
    super(answer.errMsg);
    this.name = 'LoginRefused';
  }
}

/**
 * What the panel says when a login fails: the catalogue's message for a catalogue answer (e.g. code 2:
 * 今日次数已用完，明天再来吧。), the client's description of any other failed call, else `fallback`.
 * The login calls are silent (no alert), so this toast is the one message the visitor sees.
 */
export function loginFailureMessage(error: unknown, fallback: string): string {
  return error instanceof LoginRefused || error instanceof CallError ? error.message : fallback;
}

async function startLogin(type: LoginProvider, autoLogin: boolean): Promise<LoginStart> {
  const res = await call<{ ret: number; data: LoginStart }>({
    url: API.loginStart,
    params: { type, ...returnAddress(window.location), autoLogin, mobile: isPc(navigator.userAgent) === 0 },
    silent: true,
  });
  if (isApiError(res)) throw new LoginRefused(res);
  if (res.ret !== 0) throw new Error('login start refused');
  return res.data;
}

/** QQ: to the authorization page (the page unloads). */
export async function loginWithQq(
  autoLogin: boolean,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const start = await startLogin('qq', autoLogin);
  navigate(start.url);
}

/** WeChat: its script draws the QR code into the element `containerId`. */
export async function loginWithWeChat(
  autoLogin: boolean,
  containerId: string,
  scriptUrl: string,
  lang: 'zh' | 'en',
): Promise<void> {
  const [start] = await Promise.all([startLogin('wx', autoLogin), loadScript(scriptUrl)]);
  if (typeof window.WxLogin !== 'function') throw new Error('wxLogin.js did not define WxLogin');
  if (!document.getElementById(containerId)) throw new Error('the QR code container is gone');
  new window.WxLogin({
    self_redirect: false,
    id: containerId,
    appid: start.appid,
    scope: start.scope,
    // WxLogin puts it into the iframe address as given: it must be encoded once here.
    redirect_uri: encodeURIComponent(start.redirect_uri),
    state: start.state,
    style: 'black',
    href: '',
    lang: lang === 'en' ? 'en' : 'cn',
  });
}

/** The local demo login; resolves to the new login info. */
export async function loginAsDemo(autoLogin: boolean): Promise<LoginInfo> {
  const res = await call({ url: API.demoLogin, params: { autoLogin }, withUserInfo: false, silent: true });
  if (isApiError(res)) throw new LoginRefused(res);
  const info = toLoginInfo(res);
  if (!info.isLogin) throw new Error('demo login refused');
  return info;
}
