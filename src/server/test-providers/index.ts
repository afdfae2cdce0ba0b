/**
 * Local stand-ins for QQ Connect and the WeChat Open Platform, for route tests and browser tests.
 * They speak each provider's documented protocol (paths, parameters, answer formats, error shapes)
 * so that the real server code and the real browser code are what is tested:
 *
 * QQ Connect (https://wiki.connect.qq.com): `/oauth2.0/authorize` (a consent page), `/oauth2.0/token`
 * (form-encoded `access_token=..&expires_in=..&refresh_token=..`, JSON with `fmt=json`, errors as
 * `callback( {"error":..,"error_description":".."} );`), `/oauth2.0/me` (JSONP `callback( {client_id, openid} );`
 * unless `fmt=json`), `/user/get_user_info` (JSON with `ret`, `nickname`, `figureurl_qq_1/2`).
 *
 * WeChat website application: `wxLogin.js` (renders the qrconnect iframe like the real script),
 * `/connect/qrconnect` (the QR page; it polls until the "phone" confirms at the QR's address, then
 * sends the top window to `redirect_uri?code=..&state=..`), `/sns/oauth2/access_token`, `/sns/userinfo`,
 * `/sns/auth` (JSON; errors `{errcode, errmsg}`).
 *
 * The servers listen on `localhost` while the site under test uses 127.0.0.1, so the provider pages
 * are cross-site, as they are in production.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import QRCode from 'qrcode';

export interface FakeUser {
  /** Stable key of the person (openids are derived from it and the app id). */
  key: string;
  nickname: string;
}

interface QqCode {
  clientId: string;
  redirectUri: string;
  user: FakeUser;
  expires: number;
  used: boolean;
}

interface WxQr {
  appid: string;
  redirectUri: string;
  state: string;
  selfRedirect: boolean;
  status: 'waiting' | 'scanned' | 'confirmed' | 'cancelled';
  code?: string;
  user?: FakeUser;
}

interface WxCode {
  appid: string;
  user: FakeUser;
  expires: number;
  used: boolean;
}

interface Token {
  app: string;
  openid: string;
  user: FakeUser;
  expires: number;
}

export interface FakeProviders {
  qqBaseUrl: string;
  wxOpenBaseUrl: string;
  wxApiBaseUrl: string;
  wxScriptUrl: string;
  qq: { appId: string; appKey: string };
  wx: { appId: string; appSecret: string };
  /** The environment a site needs to use these providers. */
  env: Record<string, string>;
  /** Who logs in next on each provider's consent page. */
  next: { qq: FakeUser; wx: FakeUser };
  /** Every request the providers received, as `METHOD /path?query`. */
  calls: string[];
  /** The openid a person has in an app (QQ and WeChat openids are per app). */
  openidOf(app: string, user: FakeUser): string;
  /** An access token as the host browser's QQ SDK would hold it (for `check_ctk`). */
  issueQqToken(clientId: string, user: FakeUser): string;
  /** A WeChat access token of the configured app. */
  issueWxToken(user: FakeUser): { accessToken: string; openid: string };
  /** Confirms a WeChat QR scan as the phone would (the QR holds `/connect/confirm?uuid=`). */
  confirmWxScan(uuid: string, user?: FakeUser): string;
  close(): Promise<void>;
}

const CODE_TTL_MS = 10 * 60_000;

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex').toUpperCase();
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function page(title: string, body: string, style = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;color:#222;text-align:center}button,a.btn{font-size:15px;padding:10px 28px;border-radius:6px;border:0;cursor:pointer;display:inline-block;text-decoration:none;margin:6px}${style}</style></head><body>${body}</body></html>`;
}

/** A simple avatar: a coloured disc with the first letter of the name. */
function avatarSvg(name: string): string {
  const hue = parseInt(createHash('sha256').update(name).digest('hex').slice(0, 4), 16) % 360;
  const letter = escapeHtml([...name][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50" fill="hsl(${hue},60%,55%)"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-size="46" font-family="sans-serif" fill="#fff">${letter}</text></svg>`;
}

/** The WeChat login script, as the real one behaves: an iframe of qrconnect in the element `id`. */
function wxLoginScript(openBase: string): string {
  return `!function(e,t){e.WxLogin=function(o){var r="default";!0===o.self_redirect?r="true":!1===o.self_redirect&&(r="false");
var n=t.createElement("iframe"),i=${JSON.stringify(openBase)}+"/connect/qrconnect?appid="+o.appid+"&scope="+o.scope+"&redirect_uri="+o.redirect_uri+"&state="+o.state+"&login_type=jssdk&self_redirect="+r+"&styletype="+(o.styletype||"")+"&sizetype="+(o.sizetype||"")+"&bgcolor="+(o.bgcolor||"")+"&rst="+(o.rst||"");
i+=o.style?"&style="+o.style:"",i+=o.href?"&href="+o.href:"",i+="en"===o.lang?"&lang=en":"",
n.src=i,n.frameBorder="0",n.allowTransparency="true",n.scrolling="no",n.width="300px",n.height="400px",n.setAttribute("sandbox","allow-scripts allow-top-navigation allow-same-origin");
var s=t.getElementById(o.id);s.innerHTML="",s.appendChild(n)}}(window,document);`;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const app: FastifyInstance = Fastify({ logger: false });
  const calls: string[] = [];
  app.addHook('onRequest', async (request) => {
    calls.push(`${request.method} ${request.url}`);
  });

  const qqApp = { appId: '101000001', appKey: `qqkey${hex(12)}` };
  const wxApp = { appId: `wx${hex(8).toLowerCase()}`, appSecret: `wxsecret${hex(12)}` };
  const next = {
    qq: { key: 'qq-alice', nickname: '小企鹅' } as FakeUser,
    wx: { key: 'wx-bob', nickname: '微信小明' } as FakeUser,
  };
  const qqCodes = new Map<string, QqCode>();
  const wxQrs = new Map<string, WxQr>();
  const wxCodes = new Map<string, WxCode>();
  const tokens = new Map<string, Token>();

  const openidOf = (appId: string, user: FakeUser) =>
    createHash('sha256').update(`${appId}:${user.key}`).digest('hex').slice(0, 32).toUpperCase();
  const newToken = (app: string, user: FakeUser, ttlS: number) => {
    const token = hex(16);
    tokens.set(token, { app, openid: openidOf(app, user), user, expires: Date.now() + ttlS * 1000 });
    return token;
  };
  const liveToken = (value: unknown) => {
    const t = typeof value === 'string' ? tokens.get(value) : undefined;
    return t && t.expires > Date.now() ? t : undefined;
  };

  // Addresses are known once listening (routes are added first and read these when called).
  let base = '';
  let wxOpen = '';

  // ---------------- QQ Connect ----------------
  type Q = Record<string, string | undefined>;
  const qqError = (fmt: string | undefined, error: number, description: string) =>
    fmt === 'json'
      ? JSON.stringify({ error, error_description: description })
      : `callback( ${JSON.stringify({ error, error_description: description })} );\n`;

  app.get<{ Querystring: Q }>('/qq/oauth2.0/authorize', async (request, reply) => {
    const q = request.query;
    reply.type('text/html; charset=utf-8');
    if (q.response_type !== 'code') return page('QQ', '<p>错误码：100001 缺少参数 response_type</p>');
    if (q.client_id !== qqApp.appId) return page('QQ', '<p>错误码：100008 client id is illegal</p>');
    if (!q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri))
      return page('QQ', '<p>错误码：100010 redirect uri is illegal</p>');
    const hidden = ['client_id', 'redirect_uri', 'state']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('');
    return page(
      'QQ帐号安全登录',
      `<div style="max-width:420px;margin:40px auto;padding:24px;border:1px solid #e5e5e5;border-radius:12px">
<h1 style="font-size:20px">QQ帐号授权登录</h1><p data-testid="qq-who">以 <b>${escapeHtml(next.qq.nickname)}</b> 的身份登录</p>
<p style="color:#888;font-size:13px">该网站将获得你的昵称、头像（get_user_info）</p>
<form method="get" action="/qq/oauth2.0/authorize/confirm">${hidden}
<button type="submit" name="decision" value="allow" data-testid="qq-authorize" style="background:#12b7f5;color:#fff">授权并登录</button>
<button type="submit" name="decision" value="deny" data-testid="qq-cancel" style="background:#eee">取消</button></form></div>`,
    );
  });

  app.get<{ Querystring: Q }>('/qq/oauth2.0/authorize/confirm', async (request, reply) => {
    const q = request.query;
    if (q.client_id !== qqApp.appId || !q.redirect_uri) return reply.status(400).send('bad request');
    if (q.decision !== 'allow')
      return reply.redirect(withQuery(q.redirect_uri, { usercancel: '1', state: q.state ?? '' }), 302);
    const code = hex(16);
    qqCodes.set(code, {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      user: { ...next.qq },
      expires: Date.now() + CODE_TTL_MS,
      used: false,
    });
    return reply.redirect(withQuery(q.redirect_uri, { code, state: q.state ?? '' }), 302);
  });

  app.get<{ Querystring: Q }>('/qq/oauth2.0/token', async (request, reply) => {
    const q = request.query;
    reply.type(q.fmt === 'json' ? 'application/json' : 'text/html; charset=utf-8');
    if (q.grant_type !== 'authorization_code') return qqError(q.fmt, 100004, 'param grant_type is wrong or lost');
    if (q.client_id !== qqApp.appId) return qqError(q.fmt, 100008, 'client id is illegal');
    if (q.client_secret !== qqApp.appKey) return qqError(q.fmt, 100009, 'client secret is illegal');
    const code = q.code ? qqCodes.get(q.code) : undefined;
    if (!code || code.expires <= Date.now() || code.clientId !== q.client_id)
      return qqError(q.fmt, 100019, 'code to access token error');
    if (code.used) return qqError(q.fmt, 100020, 'code is reused error');
    if (code.redirectUri !== q.redirect_uri) return qqError(q.fmt, 100010, 'redirect uri is illegal');
    code.used = true;
    const access = newToken(qqApp.appId, code.user, 7_776_000);
    const refresh = hex(16);
    return q.fmt === 'json'
      ? JSON.stringify({ access_token: access, expires_in: '7776000', refresh_token: refresh })
      : `access_token=${access}&expires_in=7776000&refresh_token=${refresh}`;
  });

  app.get<{ Querystring: Q }>('/qq/oauth2.0/me', async (request, reply) => {
    const q = request.query;
    reply.type(q.fmt === 'json' ? 'application/json' : 'text/html; charset=utf-8');
    const t = liveToken(q.access_token);
    if (!t) return qqError(q.fmt, 100016, 'access token check failed');
    const body = { client_id: t.app, openid: t.openid };
    return q.fmt === 'json' ? JSON.stringify(body) : `callback( ${JSON.stringify(body)} );\n`;
  });

  app.get<{ Querystring: Q }>('/qq/user/get_user_info', async (request, reply) => {
    const q = request.query;
    reply.type('application/json');
    const t = liveToken(q.access_token);
    if (!t) return { ret: 100016, msg: 'access token check failed' };
    if (q.oauth_consumer_key !== t.app)
      return { ret: -22, msg: "client request's parameters are invalid, invalid oauth_consumer_key" };
    if (q.openid !== t.openid) return { ret: -1, msg: "client request's parameters are invalid, invalid openid" };
    const avatar = (size: number) => `${base}/avatar/${encodeURIComponent(t.user.key)}.svg?s=${size}`;
    return {
      ret: 0,
      msg: '',
      is_lost: 0,
      nickname: t.user.nickname,
      gender: '男',
      figureurl: avatar(30),
      figureurl_1: avatar(50),
      figureurl_2: avatar(100),
      figureurl_qq_1: avatar(40),
      figureurl_qq_2: avatar(100),
      is_yellow_vip: '0',
      vip: '0',
    };
  });

  const userByKey = new Map<string, FakeUser>();
  app.get<{ Params: { key: string } }>('/avatar/:key', async (request, reply) => {
    const key = decodeURIComponent(request.params.key.replace(/\.svg$/, ''));
    const name = userByKey.get(key)?.nickname ?? key;
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(avatarSvg(name));
  });
  const remember = (user: FakeUser) => userByKey.set(user.key, user);

  // ---------------- WeChat ----------------
  app.get('/wxres/connect/zh_CN/htmledition/js/wxLogin.js', async (_request, reply) =>
    reply.type('text/javascript').send(wxLoginScript(wxOpen)),
  );

  app.get<{ Querystring: Q }>('/wxopen/connect/qrconnect', async (request, reply) => {
    const q = request.query;
    reply.type('text/html; charset=utf-8');
    if (q.appid !== wxApp.appId) return page('微信登录', '<p data-testid="wx-error">参数错误（appid）</p>');
    if (q.scope !== 'snsapi_login')
      return page('微信登录', '<p data-testid="wx-error">Scope 参数错误或没有 Scope 权限</p>');
    if (!q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri))
      return page('微信登录', '<p data-testid="wx-error">redirect_uri 参数错误</p>');
    const uuid = hex(8).toLowerCase();
    wxQrs.set(uuid, {
      appid: q.appid,
      redirectUri: q.redirect_uri,
      state: q.state ?? '',
      selfRedirect: q.self_redirect === 'true',
      status: 'waiting',
    });
    const confirmUrl = `${wxOpen}/connect/confirm?uuid=${uuid}`;
    const qr = await QRCode.toDataURL(confirmUrl, { margin: 1, width: 220 });
    return page(
      '微信登录',
      `<div style="padding-top:18px"><div style="font-size:18px;margin-bottom:14px">微信登录</div>
<img data-testid="wx-qrcode" data-confirm-url="${escapeHtml(confirmUrl)}" src="${qr}" width="200" height="200" alt="二维码">
<p id="tip" style="font-size:13px;color:#666">请使用微信扫描二维码登录</p></div>
<script>
var uuid=${JSON.stringify(uuid)};
function poll(){fetch("/wxopen/connect/l/qrconnect?uuid="+uuid).then(function(r){return r.json()}).then(function(s){
 if(s.status==="scanned"){document.getElementById("tip").textContent="扫描成功，请在微信中点击确认即可登录";}
 if(s.status==="confirmed"||s.status==="cancelled"){var u=s.redirect;
  if(s.self_redirect){location.href=u}else{window.top.location.href=u} return;}
 setTimeout(poll,300)}).catch(function(){setTimeout(poll,1000)})}
poll();
</script>`,
    );
  });

  app.get<{ Querystring: Q }>('/wxopen/connect/l/qrconnect', async (request) => {
    const qr = request.query.uuid ? wxQrs.get(request.query.uuid) : undefined;
    if (!qr) return { status: 'expired' };
    if (qr.status === 'confirmed' || qr.status === 'cancelled') {
      const params: Record<string, string> =
        qr.status === 'confirmed' ? { code: qr.code!, state: qr.state } : { state: qr.state };
      return { status: qr.status, self_redirect: qr.selfRedirect, redirect: withQuery(qr.redirectUri, params) };
    }
    return { status: qr.status };
  });

  const confirmScan = (uuid: string, user: FakeUser = next.wx): string => {
    const qr = wxQrs.get(uuid);
    if (!qr || qr.status !== 'waiting') throw new Error('no such QR waiting');
    const code = hex(16);
    remember(user);
    wxCodes.set(code, { appid: qr.appid, user: { ...user }, expires: Date.now() + CODE_TTL_MS, used: false });
    qr.status = 'confirmed';
    qr.code = code;
    qr.user = user;
    return code;
  };

  // What the phone opens after scanning the QR.
  app.get<{ Querystring: Q }>('/wxopen/connect/confirm', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const uuid = request.query.uuid ?? '';
    const qr = wxQrs.get(uuid);
    if (!qr || qr.status !== 'waiting') return page('微信登录', '<p>二维码已失效</p>');
    if (request.query.decision === 'allow') {
      confirmScan(uuid);
      return page('微信登录', '<p data-testid="wx-done">已确认登录</p>');
    }
    if (request.query.decision === 'deny') {
      qr.status = 'cancelled';
      return page('微信登录', '<p data-testid="wx-done">已取消登录</p>');
    }
    qr.status = qr.status === 'waiting' ? 'waiting' : qr.status;
    return page(
      '微信登录',
      `<p>登录网页应用</p><p>以 <b>${escapeHtml(next.wx.nickname)}</b> 登录</p>
<a class="btn" data-testid="wx-allow" style="background:#07c160;color:#fff" href="?uuid=${uuid}&decision=allow">确认登录</a>
<a class="btn" data-testid="wx-deny" style="background:#eee;color:#333" href="?uuid=${uuid}&decision=deny">取消登录</a>`,
    );
  });

  app.get<{ Querystring: Q }>('/wxapi/sns/oauth2/access_token', async (request) => {
    const q = request.query;
    if (q.appid !== wxApp.appId) return { errcode: 40013, errmsg: 'invalid appid' };
    if (q.secret !== wxApp.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
    const code = q.code ? wxCodes.get(q.code) : undefined;
    if (!code || code.expires <= Date.now() || code.appid !== q.appid)
      return { errcode: 40029, errmsg: 'invalid code' };
    if (code.used) return { errcode: 40163, errmsg: 'code been used' };
    code.used = true;
    const access = newToken(wxApp.appId, code.user, 7200);
    return {
      access_token: access,
      expires_in: 7200,
      refresh_token: hex(16),
      openid: openidOf(wxApp.appId, code.user),
      scope: 'snsapi_login',
      unionid: `o${createHash('sha256').update(code.user.key).digest('hex').slice(0, 27)}`,
    };
  });

  app.get<{ Querystring: Q }>('/wxapi/sns/userinfo', async (request) => {
    const q = request.query;
    const t = liveToken(q.access_token);
    if (!t || t.app !== wxApp.appId)
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    if (q.openid !== t.openid) return { errcode: 40003, errmsg: 'invalid openid' };
    return {
      openid: t.openid,
      nickname: t.user.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: `${base}/avatar/${encodeURIComponent(t.user.key)}.svg?s=132`,
      privilege: [],
      unionid: `o${createHash('sha256').update(t.user.key).digest('hex').slice(0, 27)}`,
    };
  });

  app.get<{ Querystring: Q }>('/wxapi/sns/auth', async (request) => {
    const q = request.query;
    const t = liveToken(q.access_token);
    if (!t || t.app !== wxApp.appId)
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    if (q.openid !== t.openid) return { errcode: 40003, errmsg: 'invalid openid' };
    return { errcode: 0, errmsg: 'ok' };
  });

  remember(next.qq);
  remember(next.wx);
  const nextProxy = {
    get qq() {
      return next.qq;
    },
    set qq(user: FakeUser) {
      remember(user);
      next.qq = user;
    },
    get wx() {
      return next.wx;
    },
    set wx(user: FakeUser) {
      remember(user);
      next.wx = user;
    },
  };

  await app.listen({ port: 0, host: 'localhost' });
  base = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const qqBase = `${base}/qq`;
  wxOpen = `${base}/wxopen`;
  const wxApi = `${base}/wxapi`;

  return {
    qqBaseUrl: qqBase,
    wxOpenBaseUrl: wxOpen,
    wxApiBaseUrl: wxApi,
    wxScriptUrl: `${base}/wxres/connect/zh_CN/htmledition/js/wxLogin.js`,
    qq: qqApp,
    wx: wxApp,
    env: {
      QQ_APP_ID: qqApp.appId,
      QQ_APP_KEY: qqApp.appKey,
      QQ_BASE_URL: qqBase,
      WX_APP_ID: wxApp.appId,
      WX_APP_SECRET: wxApp.appSecret,
      WX_OPEN_BASE_URL: wxOpen,
      WX_API_BASE_URL: wxApi,
      WX_LOGIN_SCRIPT_URL: `${base}/wxres/connect/zh_CN/htmledition/js/wxLogin.js`,
    },
    next: nextProxy,
    calls,
    openidOf,
    issueQqToken: (clientId, user) => {
      remember(user);
      return newToken(clientId, user, 7_776_000);
    },
    issueWxToken: (user) => {
      remember(user);
      return { accessToken: newToken(wxApp.appId, user, 7200), openid: openidOf(wxApp.appId, user) };
    },
    confirmWxScan: confirmScan,
    close: () => app.close(),
  };
}
