/**
 * Login settings (all from the environment; the README's configuration table lists them):
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | QQ_APP_ID, QQ_APP_KEY | unset | QQ Connect website application; both set turns QQ login on |
 * | QQ_BASE_URL | https://graph.qq.com | QQ Connect (authorize, token, me, get_user_info) |
 * | QQ_SDK_APP_IDS | QQ_APP_ID | comma list of QQ app ids whose tokens `check_ctk` accepts (the host browser's QQ SDK) |
 * | WX_APP_ID, WX_APP_SECRET | unset | WeChat Open Platform website application; both set turns WeChat login on |
 * | WX_OPEN_BASE_URL | https://open.weixin.qq.com | where the QR page (qrconnect) lives |
 * | WX_API_BASE_URL | https://api.weixin.qq.com | sns/oauth2/access_token, sns/userinfo, sns/auth |
 * | WX_LOGIN_SCRIPT_URL | https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js | WeChat's login script |
 * | DEMO_LOGIN | see below | `1` on, `0` off; unset: on only on a loopback HOST with no provider configured |
 * | PUBLIC_URL | unset | this site's origin (https://tools.example.com) for OAuth return addresses; unset: the request's |
 * | COOKIE_DOMAIN | parent domain | domain of the login cookies; `host` for host-only cookies |
 * | LOGIN_SESSION_DAYS | 30 | lifetime of a login with 下次自动登录 checked (the refresh token) |
 * | LOGIN_TOKEN_HOURS | 24 | lifetime of one access token (renewed from the refresh token) |
 */

export interface QqConfig {
  appId: string;
  appKey: string;
  baseUrl: string;
  /** App ids whose access tokens `check_ctk` accepts. */
  sdkAppIds: string[];
}

export interface WxConfig {
  appId: string;
  appSecret: string;
  openBaseUrl: string;
  apiBaseUrl: string;
  scriptUrl: string;
}

export interface LoginConfig {
  qq: QqConfig | null;
  wx: WxConfig | null;
  /** The local demo login (no provider needed). */
  demo: boolean;
  /** This site's origin, when configured; else taken from each request. */
  publicUrl?: string;
  /** Undefined: the request host's parent domain; null: host-only cookies; else this domain. */
  cookieDomain?: string | null;
  sessionDays: number;
  tokenHours: number;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', 'ip6-localhost']);

/** True for names and addresses that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(h) || /^127(\.\d{1,3}){3}$/.test(h) || h.endsWith('.localhost');
}

function baseUrl(value: string | undefined, fallback: string, name: string): string {
  const text = value || fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  return text.replace(/\/+$/, '');
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number >= 1, got "${value}"`);
  return n;
}

export function loadLoginConfig(env: NodeJS.ProcessEnv, host: string): LoginConfig {
  const qq: QqConfig | null =
    env.QQ_APP_ID && env.QQ_APP_KEY
      ? {
          appId: env.QQ_APP_ID,
          appKey: env.QQ_APP_KEY,
          baseUrl: baseUrl(env.QQ_BASE_URL, 'https://graph.qq.com', 'QQ_BASE_URL'),
          sdkAppIds: (env.QQ_SDK_APP_IDS ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .concat(env.QQ_APP_ID),
        }
      : null;
  const wx: WxConfig | null =
    env.WX_APP_ID && env.WX_APP_SECRET
      ? {
          appId: env.WX_APP_ID,
          appSecret: env.WX_APP_SECRET,
          openBaseUrl: baseUrl(env.WX_OPEN_BASE_URL, 'https://open.weixin.qq.com', 'WX_OPEN_BASE_URL'),
          apiBaseUrl: baseUrl(env.WX_API_BASE_URL, 'https://api.weixin.qq.com', 'WX_API_BASE_URL'),
          scriptUrl: baseUrl(
            env.WX_LOGIN_SCRIPT_URL,
            'https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js',
            'WX_LOGIN_SCRIPT_URL',
          ),
        }
      : null;
  if (Boolean(env.QQ_APP_ID) !== Boolean(env.QQ_APP_KEY))
    throw new Error('QQ_APP_ID and QQ_APP_KEY must be set together');
  if (Boolean(env.WX_APP_ID) !== Boolean(env.WX_APP_SECRET))
    throw new Error('WX_APP_ID and WX_APP_SECRET must be set together');

  let demo: boolean;
  if (env.DEMO_LOGIN === '1' || env.DEMO_LOGIN === 'true') demo = true;
  else if (env.DEMO_LOGIN === '0' || env.DEMO_LOGIN === 'false') demo = false;
  else if (env.DEMO_LOGIN) throw new Error(`DEMO_LOGIN must be 1 or 0, got "${env.DEMO_LOGIN}"`);
  else demo = isLoopbackHost(host) && !qq && !wx;

  let publicUrl: string | undefined;
  if (env.PUBLIC_URL) publicUrl = new URL(baseUrl(env.PUBLIC_URL, '', 'PUBLIC_URL')).origin;

  const cookieDomain = env.COOKIE_DOMAIN === 'host' ? null : env.COOKIE_DOMAIN || undefined;
  return {
    qq,
    wx,
    demo,
    publicUrl,
    cookieDomain,
    sessionDays: positive(env.LOGIN_SESSION_DAYS, 30, 'LOGIN_SESSION_DAYS'),
    tokenHours: positive(env.LOGIN_TOKEN_HOURS, 24, 'LOGIN_TOKEN_HOURS'),
  };
}
