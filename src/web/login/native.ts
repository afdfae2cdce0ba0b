/**
 * Native login info from the host browser (spec sections 3 and 4), read through the same host adapter
 * as the identity (`window.browser`, see platform/identity.ts). A host that has its own login exposes
 *   window.browser.login.getLoginInfo(callback)   → callback({isLogin, mode, ctk, openid, appid, qbid, nickName, faceUrl})
 *   window.browser.login.onLoginStateChange(callback)
 * (values may also be returned directly or as a promise). Mode 3 is wx, mode 5 qq, anything else qqsdk.
 * When the host is logged in and the site is not, its token is exchanged for a site session through
 * `GET /api/check_ctk` (ctk, openid, clientid; a qqsdk token comes back as a qq login). A login state
 * change in the host reloads the page.
 */
import { API } from '../../common/protocol.js';
import { nativeLoginType, type NativeLoginInfo } from '../../common/login.js';
import { call, isApiError } from '../platform/request.js';
import { HOST_TIMEOUT_MS, type HostBrowserApi } from '../platform/identity.js';
import { getLoginInfo, refreshLoginInfo } from './login-info.js';

export interface HostLoginApi {
  getLoginInfo?: (callback: (info: NativeLoginInfo) => void) => NativeLoginInfo | Promise<NativeLoginInfo> | void;
  onLoginStateChange?: (callback: () => void) => void;
}

declare module '../platform/identity.js' {
  interface HostBrowserApi {
    login?: HostLoginApi;
  }
}

/** The host's login info, or null when there is no host login API or it does not answer in time. */
export function readNativeLogin(
  host: HostBrowserApi | undefined,
  timeoutMs = HOST_TIMEOUT_MS,
): Promise<NativeLoginInfo | null> {
  const get = host?.login?.getLoginInfo;
  if (typeof get !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (info: NativeLoginInfo | null | undefined | void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(info && typeof info === 'object' ? info : null);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    try {
      const direct = get.call(host!.login, (info) => finish(info));
      if (direct && typeof (direct as Promise<NativeLoginInfo>).then === 'function')
        (direct as Promise<NativeLoginInfo>).then(finish, () => finish(null));
      else if (direct && typeof direct === 'object') finish(direct as NativeLoginInfo);
    } catch {
      finish(null);
    }
  });
}

/** The check_ctk query for a native login, or null when the host has no usable token. */
export function checkCtkParams(
  info: NativeLoginInfo,
): { ctk: string; openid: string; clientid: string; logintype: 'wx' | 'qq' | 'qqsdk' } | null {
  if (!info.isLogin || typeof info.ctk !== 'string' || !info.ctk || typeof info.openid !== 'string' || !info.openid)
    return null;
  return {
    ctk: info.ctk,
    openid: info.openid,
    clientid: String(info.appid ?? ''),
    logintype: nativeLoginType(info.mode),
  };
}

let synced = false;

/**
 * Once per page: listens to the host's login changes (reload) and, when the host is logged in but the
 * site is not, exchanges the host's token. Resolves true when that made a login.
 */
export async function syncNativeLogin(
  host: HostBrowserApi | undefined = typeof window === 'undefined' ? undefined : window.browser,
): Promise<boolean> {
  if (synced) return false;
  synced = true;
  try {
    host?.login?.onLoginStateChange?.(() => window.location.reload());
  } catch (error) {
    console.error('native login listener failed', error);
  }
  const native = await readNativeLogin(host);
  const params = native ? checkCtkParams(native) : null;
  if (!params || !params.clientid) return false;
  if ((await getLoginInfo()).isLogin) return false;
  try {
    const res = await call<{ ret: number; data?: unknown }>({
      url: API.checkCtk,
      method: 'GET',
      params,
      silent: true,
      withUserInfo: false,
    });
    // On ret 0 with data the server has set the qq (or wx) login cookies with the new token.
    if (isApiError(res) || res.ret !== 0 || !res.data) return false;
  } catch (error) {
    console.error('check_ctk failed', error);
    return false;
  }
  return (await refreshLoginInfo()).isLogin;
}
