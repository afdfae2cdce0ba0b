/**
 * Login in real Chromium on a phone and a desktop, against the local QQ Connect and WeChat protocol
 * servers (src/server/test-providers): the panel's every rule, the QQ and WeChat round trips, session
 * cookies, the refused state replay and open redirect, logout, and a host browser's native login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOGIN_COOKIES } from '../src/common/login.js';
import { startFakeProviders, type FakeProviders } from '../src/server/test-providers/index.js';
import { newContext, VIEWPORT_NAMES, VIEWPORTS, type Site, startSite, withSite } from './support.js';
import {
  eventually,
  flushEvents,
  openPanelFromHeader,
  qqRoundTrip,
  watchEvents,
  wxRoundTrip,
} from './login-support.js';

let fake: FakeProviders;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeProviders();
});

withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  () => fake.env,
);

afterAll(async () => {
  await fake?.close();
});

const WECHAT_PHONE_UA = `${VIEWPORTS.phone.userAgent} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

describe.each(VIEWPORT_NAMES)('login on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let n = 0;

  async function open(path: string, extra = {}) {
    context = await newContext(browser, viewport, extra);
    page = await context.newPage();
    const events = watchEvents(page);
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(() => Boolean(window.__toolbox));
    await page.getByTestId('login-button').waitFor({ state: 'visible' });
    return events;
  }
  const nextUser = (nickname: string) => {
    n += 1;
    fake.next.qq = { key: `qq-${viewport}-${n}`, nickname };
    fake.next.wx = { key: `wx-${viewport}-${n}`, nickname };
  };

  it('the panel: tip, buttons by browser, agreement flash, auto login, close, and its events', async () => {
    const events = await open('/wordcount.html');
    try {
      await openPanelFromHeader(page);
      const panel = page.getByTestId('login-panel');
      await expect(page.getByTestId('login-tip').textContent()).resolves.toBe('快捷登录，数据同步');
      expect(await page.getByRole('button', { name: '关闭' }).count()).toBe(1);
      // 'all' on a desktop, QQ only in a phone's ordinary browser.
      expect(await page.getByTestId('login-qq').isVisible()).toBe(true);
      expect(await page.getByTestId('login-wx').count()).toBe(viewport === 'desktop' ? 1 : 0);
      expect(await page.getByTestId('login-demo').count()).toBe(0);
      // The agreement links to the user agreement and the privacy policy; auto login starts checked.
      const links = await panel
        .locator('[data-testid=login-agreement] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(['/agreement.html', '/privacy.html']);
      expect(await page.getByTestId('login-agree').isChecked()).toBe(false);
      expect(await page.getByTestId('login-auto').isChecked()).toBe(true);
      expect(await page.getByTestId('login-footer').textContent()).toContain('下次自动登录');

      // Without the agreement a click only flashes the warning on the checkbox, then it goes.
      await page.getByTestId('login-qq').click();
      const agreement = page.getByTestId('login-agreement');
      expect(await agreement.getAttribute('data-warning')).toBe('true');
      // It turns red (the theme's error colour) while it flashes.
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('[data-testid=login-agreement]')!).color === 'rgb(211, 47, 47)',
      );
      await page.waitForFunction(
        () => document.querySelector('[data-testid=login-agreement]')?.getAttribute('data-warning') === 'false',
      );
      expect(page.url()).toBe(`${site.url}/wordcount.html`);
      expect(await panel.isVisible()).toBe(true);

      await page.getByTestId('login-close').click();
      await panel.waitFor({ state: 'hidden' });
      await flushEvents(page);
      await eventually(() => events.some((e) => e.eventname === 'close_panel'), 'close_panel');
      expect(events.filter((e) => e.eventname === 'show_panel')).toHaveLength(1);
      expect(events.some((e) => e.eventname === 'click_login_btn')).toBe(false);
      expect(events.find((e) => e.eventname === 'show_panel')!.extraJson.page).toBe('wordcount');
    } finally {
      await context.close();
    }
  });

  it('QQ: the full round trip to QQ Connect and back, then the avatar, the last type marked, logout', async () => {
    nextUser('企鹅小明');
    const events = await open('/wordcount.html?from=test');
    try {
      await openPanelFromHeader(page);
      await page.getByTestId('login-agree').check();
      const started = page.waitForRequest((r) => r.url().endsWith('/api/login/start'));
      await page.getByTestId('login-qq').click();
      expect(JSON.parse((await started).postData()!)).toMatchObject({
        type: 'qq',
        _path: '/wordcount.html',
        search: '?from=test',
        autoLogin: true,
        mobile: viewport === 'phone',
      });
      // The page went to QQ's authorization page with our app id and a return address on our origin.
      await page.waitForURL((url) => url.href.startsWith(`${fake.qqBaseUrl}/oauth2.0/authorize`));
      const authorize = new URL(page.url());
      expect(authorize.searchParams.get('client_id')).toBe(fake.qq.appId);
      const ret = new URL(authorize.searchParams.get('redirect_uri')!);
      expect(ret.origin).toBe(site.url);
      expect(Object.fromEntries(ret.searchParams)).toEqual({
        _path: '/wordcount.html',
        search: '?from=test',
        logintype: 'qq',
      });
      expect(await page.getByTestId('qq-who').textContent()).toContain('企鹅小明');
      await page.getByTestId('qq-authorize').click();
      await page.waitForURL(`${site.url}/wordcount.html?from=test`);
      await page.getByTestId('login-avatar').click();
      expect(await page.getByTestId('login-nickname').textContent()).toBe('企鹅小明');
      expect(await page.locator('[data-testid=login-avatar] img').getAttribute('src')).toContain(
        `/avatar/qq-${viewport}-${n}.svg`,
      );

      // The login cookies: all eight, SameSite=Strict, lasting (auto login was on); the tokens HttpOnly.
      const cookies = await context.cookies(site.url);
      for (const name of Object.values(LOGIN_COOKIES)) {
        const c = cookies.find((x) => x.name === name);
        expect(c, name).toBeDefined();
        expect(c!.sameSite).toBe('Strict');
        expect(c!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
      }
      expect(cookies.find((c) => c.name === LOGIN_COOKIES.token)!.httpOnly).toBe(true);
      expect(cookies.find((c) => c.name === LOGIN_COOKIES.logintype)!.value).toBe('qq');
      expect(await page.evaluate(() => localStorage.getItem('qbtool_last_login_type'))).toBe('qq');

      // The click event was sent before leaving (with its type).
      await eventually(() => events.some((e) => e.eventname === 'click_login_btn'), 'click_login_btn');
      expect(events.find((e) => e.eventname === 'click_login_btn')!.extraJson.type).toBe('qq');

      // Logout: the session ends on the server, the header offers 登录 again, and the panel marks QQ as last used.
      await page.getByTestId('logout').click();
      await page.getByTestId('login-button').waitFor({ state: 'visible' });
      const info = await page.evaluate(() => fetch('/api/getLoginInfo').then((r) => r.json()));
      expect(info.ret).toBe(1101);
      await openPanelFromHeader(page);
      expect(await page.getByTestId('login-qq').getAttribute('data-last')).toBe('true');
      expect(await page.getByTestId('login-qq').getByTestId('login-last').textContent()).toBe('上次登录');
    } finally {
      await context.close();
    }
  });

  it('WeChat: the QR code in the panel (tip and footer hidden), the scan on the phone, and back logged in', async () => {
    nextUser('微信小红');
    // A phone's ordinary browser cannot scan its own screen: there WeChat is offered inside the WeChat app.
    await open('/qrcode.html', viewport === 'phone' ? { userAgent: WECHAT_PHONE_UA } : {});
    try {
      await openPanelFromHeader(page);
      await page.getByTestId('login-agree').check();
      await page.getByTestId('login-wx').click();
      // WeChat's script is loaded from the configured address and draws its QR page into the panel.
      const iframe = page.locator('#wx-login-qr iframe');
      await iframe.waitFor();
      const src = new URL((await iframe.getAttribute('src'))!);
      expect(src.origin + src.pathname).toBe(`${fake.wxOpenBaseUrl}/connect/qrconnect`);
      expect(src.searchParams.get('appid')).toBe(fake.wx.appId);
      expect(src.searchParams.get('scope')).toBe('snsapi_login');
      expect(new URL(src.searchParams.get('redirect_uri')!).searchParams.get('_path')).toBe('/qrcode.html');
      expect(await page.getByTestId('login-tip').count()).toBe(0);
      expect(await page.getByTestId('login-footer').count()).toBe(0);
      await page.frameLocator('#wx-login-qr iframe').getByTestId('wx-qrcode').waitFor();
      // "Back" returns to the choices; the second WeChat click makes a new QR code and is the one scanned.
      await page.getByTestId('login-back').click();
      await page.getByTestId('login-tip').waitFor();
      await wxRoundTrip(page, /\/qrcode\.html$/);
      await page.getByTestId('login-avatar').click();
      expect(await page.getByTestId('login-nickname').textContent()).toBe('微信小红');
      const cookies = await context.cookies(site.url);
      expect(cookies.find((c) => c.name === LOGIN_COOKIES.logintype)!.value).toBe('wx');
      await page.keyboard.press('Escape');
      await page.getByTestId('logout').waitFor({ state: 'hidden' });
      await page.getByTestId('login-avatar').click();
      await page.getByTestId('logout').click();
      await openPanelFromHeader(page);
      expect(await page.getByTestId('login-wx').getAttribute('data-last')).toBe('true');
      expect(await page.getByTestId('login-qq').getAttribute('data-last')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('auto login unchecked: session=1 in the return address and session cookies', async () => {
    nextUser('一次性');
    await open('/wordcount.html');
    try {
      await openPanelFromHeader(page);
      const authorizeRequest = page.waitForRequest((r) => r.url().startsWith(`${fake.qqBaseUrl}/oauth2.0/authorize`));
      await qqRoundTrip(page, fake, /\/wordcount\.html$/, { autoLogin: false });
      const ret = new URL(new URL((await authorizeRequest).url()).searchParams.get('redirect_uri')!);
      expect(ret.searchParams.get('session')).toBe('1');
      const cookies = (await context.cookies(site.url)).filter((c) =>
        (Object.values(LOGIN_COOKIES) as string[]).includes(c.name),
      );
      expect(cookies).toHaveLength(8);
      for (const c of cookies) expect(c.expires, c.name).toBe(-1);
    } finally {
      await context.close();
    }
  });

  it('refuses a replayed state and a return address off our origin', async () => {
    nextUser('重放者');
    await open('/wordcount.html');
    try {
      await openPanelFromHeader(page);
      let callback = '';
      page.on('request', (r) => {
        if (r.url().includes('/api/login/callback?')) callback ||= r.url();
      });
      await qqRoundTrip(page, fake, /\/wordcount\.html$/);
      await page.getByTestId('login-avatar').click();
      await page.getByTestId('logout').click();
      await page.getByTestId('login-button').waitFor({ state: 'visible' });

      // The same callback again (code and state already used): no login, and the page says so.
      await page.goto(callback);
      await page.waitForURL(`${site.url}/wordcount.html`);
      await page.getByTestId('toast').filter({ hasText: '登录已过期，请重新登录' }).waitFor();
      await page.getByTestId('login-button').waitFor({ state: 'visible' });
      expect(await page.getByTestId('login-avatar').count()).toBe(0);

      // The callback with its _path pointed elsewhere never leaves the site.
      const evil = new URL(callback);
      evil.searchParams.set('_path', '//evil.example/steal');
      await page.goto(evil.toString());
      expect(new URL(page.url()).origin).toBe(site.url);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('a host browser logged in with its QQ SDK: the token is exchanged through check_ctk (logintype qq)', async () => {
    const user = { key: `native-${viewport}`, nickname: '浏览器里的我' };
    const ctk = fake.issueQqToken(fake.qq.appId, user);
    const native = {
      isLogin: true,
      mode: 1,
      ctk,
      openid: fake.openidOf(fake.qq.appId, user),
      appid: fake.qq.appId,
      nickName: user.nickname,
      faceUrl: '',
    };
    context = await newContext(browser, viewport);
    await context.addInitScript((info) => {
      const w = window as unknown as { browser: unknown; __nativeChange?: () => void };
      w.browser = {
        login: {
          getLoginInfo: (cb: (i: unknown) => void) => cb(info),
          onLoginStateChange: (cb: () => void) => (w.__nativeChange = cb),
        },
      };
    }, native);
    page = await context.newPage();
    try {
      const check = page.waitForRequest((r) => r.url().includes('/api/check_ctk?'));
      await page.goto(`${site.url}/wordcount.html`);
      const q = new URL((await check).url()).searchParams;
      expect({
        ctk: q.get('ctk'),
        openid: q.get('openid'),
        clientid: q.get('clientid'),
        logintype: q.get('logintype'),
      }).toEqual({ ctk, openid: native.openid, clientid: fake.qq.appId, logintype: 'qqsdk' });
      await page.getByTestId('login-avatar').click();
      expect(await page.getByTestId('login-nickname').textContent()).toBe('浏览器里的我');
      expect((await context.cookies(site.url)).find((c) => c.name === LOGIN_COOKIES.logintype)!.value).toBe('qq');
      // A login change in the host reloads the page.
      const reloaded = page.waitForEvent('load');
      await page.evaluate(() => (window as unknown as { __nativeChange: () => void }).__nativeChange());
      await reloaded;
    } finally {
      await context.close();
    }
  });
});

describe.each(VIEWPORT_NAMES)('local demo login on %s', (viewport) => {
  let demoSite: Site;
  beforeAll(async () => {
    // No provider credentials, the default loopback HOST: the demo login is on.
    demoSite = await startSite({});
  });
  afterAll(() => demoSite?.close());

  it('is offered alone, clearly labelled, and logs a demo user in who can then rate', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    try {
      await page.goto(`${demoSite.url}/qrcode.html`);
      await page.waitForSelector('[data-testid=rating][data-mode=guest]');
      await page.locator('[data-testid=rating] [data-star="5"]').click();
      await page.getByTestId('login-panel').waitFor();
      expect(await page.getByTestId('login-qq').count()).toBe(0);
      expect(await page.getByTestId('login-wx').count()).toBe(0);
      expect(await page.getByTestId('login-demo').textContent()).toContain('演示登录');
      expect(await page.getByTestId('login-panel').textContent()).toContain('仅限本地试用');
      await page.getByTestId('login-demo').click();
      expect(await page.getByTestId('login-agreement').getAttribute('data-warning')).toBe('true');
      await page.getByTestId('login-agree').check();
      await page.getByTestId('login-demo').click();
      await page.getByTestId('login-panel').waitFor({ state: 'hidden' });
      await page.getByTestId('login-avatar').click();
      expect(await page.getByTestId('login-nickname').textContent()).toMatch(/^演示用户\d{4}$/);
      await page.keyboard.press('Escape');
      expect((await context.cookies(demoSite.url)).find((c) => c.name === LOGIN_COOKIES.logintype)!.value).toBe('demo');
      await page.waitForSelector('[data-testid=rating][data-mode=open]');
      await page.locator('[data-testid=rating] [data-star="5"]').click();
      await page.waitForSelector('[data-testid=rating][data-mode=locked]');
      expect(await page.getByTestId('rating-count').textContent()).toBe('1人评分');
    } finally {
      await context.close();
    }
  });
});
