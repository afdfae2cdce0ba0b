/**
 * The browser platform of issue 3 in real Chromium, on a phone and a desktop: the HTTP client's rules
 * (watched with `page.on('request')`), the error alerts, the statistics banner, the identity cookie and
 * the analytics beacons. Test routes are added to the real server with `startSite(env, setup)`; the
 * page's client is driven through `window.__toolbox` (see src/web/platform/start.ts).
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { version } from '../package.json';
import { DEFAULT_AUTH, IDENTITY_COOKIE, XSRF_COOKIE, type AnalyticsEvent } from '../src/common/protocol.js';
import { ERROR_CATALOGUE, INVALID_TIMESTAMP_MESSAGE } from '../src/common/errors.js';
import { USER_ID_PATTERN } from '../src/web/platform/identity.js';
import { newContext, VIEWPORT_NAMES, VIEWPORTS, type Site, withSite } from './support.js';

/** Per key: how many more times the flaky route answers 503, and how many times it was hit. */
const flaky = new Map<string, { fail: number; hits: number }>();

function testRoutes(app: FastifyInstance) {
  const answerFlaky = (key: string, reply: import('fastify').FastifyReply) => {
    const state = flaky.get(key) ?? { fail: 0, hits: 0 };
    state.hits++;
    flaky.set(key, state);
    if (state.fail > 0) {
      state.fail--;
      return reply.status(503).type('text/plain; charset=utf-8').send('busy');
    }
    return { ret: 0, hits: state.hits };
  };
  app.get<{ Params: { key: string } }>('/test/flaky/:key', (req, reply) => answerFlaky(req.params.key, reply));
  app.post<{ Params: { key: string } }>('/test/flaky/:key', (req, reply) => answerFlaky(req.params.key, reply));
  // Answers `status` with `body` as text: the catalogue's error bodies.
  app.get<{ Querystring: { status: string; body: string } }>('/test/error', (req, reply) =>
    reply.status(Number(req.query.status)).type('text/plain; charset=utf-8').send(req.query.body),
  );
  app.post('/test/echo', () => ({ ret: 0 }));
  app.get('/test/echo', () => ({ ret: 0 }));
  app.get('/test/script.js', (_req, reply) =>
    reply.type('text/javascript').send('window.__scriptRuns = (window.__scriptRuns || 0) + 1;'),
  );
}

interface Seen {
  request: Request;
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Records every request the page makes to the site, in order, with all its headers. */
function watch(page: Page, origin: string): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const entry: Seen = {
      request,
      url,
      method: request.method(),
      headers: request.headers(),
      body: request.postData(),
    };
    seen.push(entry);
    void request.allHeaders().then(
      (h) => (entry.headers = h),
      () => {},
    );
  });
  return seen;
}

/** Waits until a recorded request matches (the list fills as the page runs). */
async function waitFor(seen: Seen[], match: (s: Seen) => boolean, what: string): Promise<Seen> {
  for (let i = 0; i < 200; i++) {
    const hit = seen.find(match);
    if (hit) {
      await hit.request.allHeaders().then(
        (h) => (hit.headers = h),
        () => {},
      );
      return hit;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no request seen: ${what}`);
}

/** Runs `window.__toolbox.call(options)` in the page: `{value}` or `{rejected: message}`. */
function pageCall(page: Page, options: Record<string, unknown>) {
  return page.evaluate(async (opts) => {
    try {
      return { value: (await window.__toolbox!.call(opts as never)) as unknown };
    } catch (e) {
      return { rejected: (e as Error).message };
    }
  }, options);
}

async function ready(page: Page) {
  await page.waitForFunction(() => Boolean(window.__toolbox));
}

function analyticsEvents(seen: Seen[]): AnalyticsEvent[] {
  return seen
    .filter((s) => s.url.pathname === '/api/analytics' && s.body)
    .flatMap((s) => (JSON.parse(s.body!) as { events: AnalyticsEvent[] }).events);
}

let site: Site;
let browser: Browser;

withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  {},
  testRoutes,
);

describe.each(VIEWPORT_NAMES)('platform on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let seen: Seen[];

  const open = async (path = '/', extra = {}) => {
    context = await newContext(browser, viewport, extra);
    page = await context.newPage();
    seen = watch(page, new URL(site.url).origin);
    await page.goto(`${site.url}${path}`);
    await ready(page);
  };
  const close = () => context?.close();

  it('sends the timestamp, XSRF and authorization headers, userInfo, and the token fetched after a second', async () => {
    await open('/');
    try {
      // Calls made at start carry the built-in authorization.
      const early = await waitFor(seen, (s) => s.url.pathname === '/api/get_tool_list', 'tool list');
      expect(early.method).toBe('GET');
      expect(early.headers.authorization).toBe(DEFAULT_AUTH);

      const tokenRequest = await waitFor(seen, (s) => s.url.pathname === '/api/getToken', 'token request');
      expect(tokenRequest.method).toBe('GET');
      const tokenResponse = (await tokenRequest.request.response())!;
      await page.waitForFunction((auth) => window.__toolbox!.currentAuthorization() !== auth, DEFAULT_AUTH);
      const token = ((await tokenResponse.json()) as { ret: number; data: { token: string } }).data.token;
      expect(typeof token).toBe('string');
      expect(token.length).toBeGreaterThan(10);
      // The token call starts about a second after the page started (never before).
      const tokenStart = await page.evaluate(
        () => performance.getEntriesByType('resource').find((e) => e.name.includes('/api/getToken'))!.startTime,
      );
      expect(tokenStart).toBeGreaterThanOrEqual(1000);
      expect(seen.filter((s) => s.url.pathname === '/api/getToken')).toHaveLength(1);

      const cookies = await context.cookies();
      const xsrf = cookies.find((c) => c.name === XSRF_COOKIE)?.value;
      const uid = cookies.find((c) => c.name === IDENTITY_COOKIE)?.value;
      expect(xsrf).toBeTruthy();
      expect(uid).toMatch(USER_ID_PATTERN);

      // POST: a text/plain JSON body with userInfo, the current token, the XSRF echo, a timestamp.
      const before = Math.floor(Date.now() / 1000);
      expect(await pageCall(page, { url: '/test/echo', params: { toolid: 'qrcode', score: 5 } })).toEqual({
        value: { ret: 0 },
      });
      const post = await waitFor(seen, (s) => s.url.pathname === '/test/echo' && s.method === 'POST', 'POST echo');
      expect(post.headers['content-type']).toMatch(/^text\/plain/);
      expect(JSON.parse(post.body!)).toEqual({
        toolid: 'qrcode',
        score: 5,
        userInfo: { guid: uid, qimei36: '', qua2: '' },
      });
      expect(post.headers.authorization).toBe(`Bearer ${token}`);
      expect(post.headers['x-xsrf-token']).toBe(xsrf);
      const ts = Number(post.headers['x-timestamp']);
      expect(Number.isInteger(ts)).toBe(true);
      expect(ts).toBeGreaterThanOrEqual(before - 1);
      expect(ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);

      // GET: params in the query string, userInfo as JSON text, no body.
      await pageCall(page, { url: '/test/echo', method: 'GET', params: { toolid: 'qrcode' } });
      const get = await waitFor(seen, (s) => s.url.pathname === '/test/echo' && s.method === 'GET', 'GET echo');
      expect(get.url.searchParams.get('toolid')).toBe('qrcode');
      expect(JSON.parse(get.url.searchParams.get('userInfo')!)).toEqual({ guid: uid, qimei36: '', qua2: '' });
      expect(get.body).toBeNull();
      expect(get.headers.authorization).toBe(`Bearer ${token}`);
      expect(get.headers['x-timestamp']).toMatch(/^\d{10}$/);

      // Form mode: multipart with userInfo as a JSON string field; userInfo can be turned off.
      await pageCall(page, { url: '/test/echo', form: true, params: { custom_name: 'a b' } });
      const form = await waitFor(
        seen,
        (s) => s.url.pathname === '/test/echo' && s.method === 'POST' && s !== post,
        'form POST',
      );
      expect(form.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(form.body).toContain('name="custom_name"\r\n\r\na b\r\n');
      expect(form.body).toContain(`name="userInfo"\r\n\r\n${JSON.stringify({ guid: uid, qimei36: '', qua2: '' })}\r\n`);
      await pageCall(page, { url: '/test/echo', params: { n: 1 }, withUserInfo: false });
      const bare = await waitFor(
        seen,
        (s) => s.url.pathname === '/test/echo' && s.body === '{"n":1}',
        'call without userInfo',
      );
      expect(bare.headers['x-xsrf-token']).toBe(xsrf);
    } finally {
      await close();
    }
  });

  it('retries an idempotent call 3 times on 5xx, and a POST not at all', async () => {
    await open('/');
    try {
      const key = `${viewport}-`;
      flaky.set(`${key}a`, { fail: 2, hits: 0 });
      expect(await pageCall(page, { url: `/test/flaky/${key}a`, method: 'GET', silent: true })).toEqual({
        value: { ret: 0, hits: 3 },
      });

      flaky.set(`${key}b`, { fail: 100, hits: 0 });
      const failed = await pageCall(page, { url: `/test/flaky/${key}b`, method: 'GET', silent: true });
      expect(failed).toEqual({ rejected: '[503]busy' });
      expect(flaky.get(`${key}b`)!.hits).toBe(4);
      expect(seen.filter((s) => s.url.pathname === `/test/flaky/${key}b`)).toHaveLength(4);

      flaky.set(`${key}c`, { fail: 100, hits: 0 });
      expect(await pageCall(page, { url: `/test/flaky/${key}c`, silent: true })).toEqual({ rejected: '[503]busy' });
      expect(flaky.get(`${key}c`)!.hits).toBe(1);

      // A silent call shows no alert, but its error still goes to the log.
      const log = await waitFor(
        seen,
        (s) => s.url.pathname === '/api/log' && (s.body ?? '').includes(`/test/flaky/${key}c`),
        'log beacon',
      );
      expect(JSON.parse(log.body!)).toMatchObject({
        level: 'error',
        url: `/test/flaky/${key}c`,
        status: 503,
        body: 'busy',
      });
      await expect(page.getByTestId('alert-dialog').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('shows the catalogue message in an alert for each error code, and logs it', async () => {
    await open('/');
    try {
      const cases: { status: number; body: string; message: string; known: boolean }[] = [
        { status: 403, body: '1,not open', message: ERROR_CATALOGUE[1], known: true },
        { status: 429, body: '2,quota', message: ERROR_CATALOGUE[2], known: true },
        { status: 429, body: '3,slow down', message: ERROR_CATALOGUE[3], known: true },
        { status: 401, body: '1101,token required', message: ERROR_CATALOGUE[1101], known: true },
        { status: 400, body: '1201,no image', message: ERROR_CATALOGUE[1201], known: true },
        { status: 418, body: '4242,teapot', message: '[418]4242,teapot', known: false },
        { status: 400, body: '1100,invalid timestamp', message: INVALID_TIMESTAMP_MESSAGE, known: true },
      ];
      for (const c of cases) {
        const result = await pageCall(page, {
          url: '/test/error',
          method: 'GET',
          params: { status: c.status, body: c.body },
        });
        if (c.known)
          expect(result).toEqual({
            value: { imgApiError: true, errMsg: c.message, code: Number(c.body.split(',')[0]), status: c.status },
          });
        else expect(result).toEqual({ rejected: c.message });

        const dialog = page.getByRole('alertdialog');
        await dialog.waitFor();
        await expect(page.getByTestId('alert-message').textContent()).resolves.toBe(c.message);
        await page.getByTestId('alert-ok').click();
        await dialog.waitFor({ state: 'detached' });

        const log = await waitFor(
          seen,
          (s) => s.url.pathname === '/api/log' && (s.body ?? '').includes(JSON.stringify(c.body)),
          `log of ${c.body}`,
        );
        expect(JSON.parse(log.body!)).toMatchObject({ level: 'error', status: c.status, body: c.body });
      }
    } finally {
      await close();
    }
  });

  it('shows no alert on localhost (a developer machine)', async () => {
    const port = new URL(site.url).port;
    context = await newContext(browser, viewport);
    page = await context.newPage();
    try {
      await page.goto(`http://localhost:${port}/`);
      await ready(page);
      const result = await pageCall(page, {
        url: '/test/error',
        method: 'GET',
        params: { status: 429, body: '3,slow down' },
      });
      expect(result).toEqual({ value: { imgApiError: true, errMsg: ERROR_CATALOGUE[3], code: 3, status: 429 } });
      // The same call on 127.0.0.1 opens the dialog at once; here nothing may appear.
      await page.waitForTimeout(300);
      await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('shows the statistics banner only with a count above zero, and no alert when it fails', async () => {
    const setPv = (value: number) =>
      site.db.kysely.updateTable('counters').set({ value }).where('name', '=', 'pv').execute();
    await setPv(1234);
    await open('/');
    try {
      const banner = page.getByTestId('stats-banner');
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toBe('工具箱已累计帮助了 1234 人次');
      await page.getByTestId('lang-switch').click();
      // The English strings load on first use.
      await expect.poll(() => banner.textContent()).toBe('The toolbox has already helped 1234 people');
      await page.getByTestId('lang-switch').click();
      await expect.poll(() => banner.textContent()).toBe('工具箱已累计帮助了 1234 人次');

      await setPv(0);
      const zero = page.waitForResponse((r) => r.url().includes('/cgi-bin/tools/get_statistics'));
      await page.reload();
      await ready(page);
      await expect((await zero).json()).resolves.toMatchObject({ pvCount: 0 });
      await page.waitForLoadState('networkidle');
      await expect(banner.count()).resolves.toBe(0);

      await setPv(99);
      let attempts = 0;
      await page.route('**/cgi-bin/tools/get_statistics*', (route) => {
        attempts++;
        return route.fulfill({ status: 500, contentType: 'text/plain', body: '1000,down' });
      });
      await page.reload();
      await ready(page);
      await waitFor(
        seen,
        (s) => s.url.pathname === '/api/log' && (s.body ?? '').includes('get_statistics'),
        'statistics failure log',
      );
      expect(attempts).toBe(4); // a GET failing with 5xx: the first try and 3 retries
      await expect(banner.count()).resolves.toBe(0);
      await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    } finally {
      await close();
      await setPv(0);
    }
  });

  it('keeps an anonymous id in the identity cookie for 3650 days', async () => {
    context = await newContext(browser, viewport);
    // Record what the page writes to document.cookie.
    await context.addInitScript(() => {
      const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = [];
      (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() {
          return desc.get!.call(this);
        },
        set(v: string) {
          writes.push(v);
          desc.set!.call(this, v);
        },
      });
    });
    page = await context.newPage();
    await page.goto(`${site.url}/`);
    await ready(page);
    try {
      const cookie = (await context.cookies()).find((c) => c.name === IDENTITY_COOKIE)!;
      expect(cookie.value).toMatch(USER_ID_PATTERN);
      const writes = await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
      const write = writes.filter((w) => w.startsWith(`${IDENTITY_COOKIE}=`));
      expect(write).toHaveLength(1);
      expect(write[0]).toContain(`${IDENTITY_COOKIE}=${cookie.value};`);
      expect(write[0]).toContain(`max-age=${3650 * 86400}`);
      const expires = Date.parse(/expires=([^;]+)/.exec(write[0])![1]) / 1000;
      expect(Math.abs(expires - (Date.now() / 1000 + 3650 * 86400))).toBeLessThan(3600);
      // Chromium keeps a cookie at most 400 days (RFC 6265bis), so the stored expiry is that cap.
      const stored = cookie.expires - Date.now() / 1000;
      expect(stored).toBeGreaterThan(399 * 86400);
      expect(stored).toBeLessThanOrEqual(3650 * 86400);
      expect(cookie.sameSite).toBe('Strict');
      expect(cookie.domain).toBe('127.0.0.1'); // no parent domain on an IP address
      expect(cookie.path).toBe('/');
      expect(cookie.httpOnly).toBe(false);

      await page.reload();
      await ready(page);
      const again = (await context.cookies()).find((c) => c.name === IDENTITY_COOKIE)!;
      expect(again.value).toBe(cookie.value);
      await expect(page.evaluate(() => window.__toolbox!.getIdentity())).resolves.toEqual({
        guid: cookie.value,
        qua2: '',
        qimei36: '',
        source: 'cookie',
      });
    } finally {
      await close();
    }
  });

  it('takes the identity from the host browser app when its JS API is present', async () => {
    context = await newContext(browser, viewport);
    await context.addInitScript(() => {
      window.browser = {
        app: {
          getBrowserParam: (cb) =>
            void setTimeout(() => cb({ guid: 'host-guid-1', qua2: 'QV=3&PL=ADR', qimei36: 'q36-abc' }), 10),
        },
      };
    });
    page = await context.newPage();
    seen = watch(page, new URL(site.url).origin);
    try {
      await page.goto(`${site.url}/`);
      await ready(page);
      await pageCall(page, { url: '/test/echo', params: {} });
      const post = await waitFor(seen, (s) => s.url.pathname === '/test/echo', 'echo');
      expect(JSON.parse(post.body!).userInfo).toEqual({ guid: 'host-guid-1', qimei36: 'q36-abc', qua2: 'QV=3&PL=ADR' });
      expect((await context.cookies()).some((c) => c.name === IDENTITY_COOKIE)).toBe(false);
    } finally {
      await close();
    }
  });

  it('sends page views and tool clicks as beacons', async () => {
    await open('/?callfrom=share_wx');
    try {
      const uid = (await context.cookies()).find((c) => c.name === IDENTITY_COOKIE)!.value;
      const pvBeacon = await waitFor(seen, (s) => s.url.pathname === '/api/analytics', 'analytics beacon');
      expect(pvBeacon.method).toBe('POST');
      expect(pvBeacon.headers['content-type']).toMatch(/^text\/plain/);
      const pv = analyticsEvents(seen).find((e) => e.eventname === 'qbtool_pv')!;
      expect(pv).toEqual({ eventname: 'qbtool_pv', guid: uid, app_version: version, extra: expect.any(String) });
      const isPc = 'isMobile' in VIEWPORTS[viewport] ? 0 : 1; // the phone profile has an iPhone user agent
      expect(JSON.parse(pv.extra)).toEqual({ page: 'homepage', callfrom: 'share_wx', is_pc: isPc, source: 'direct' });

      // A search result click (it opens a new tab) is sent with the next batch.
      await page.getByTestId('search-input').fill('qr');
      const result = page.getByTestId('search-results').locator('a').first();
      await result.waitFor();
      const resultPath = new URL((await result.getAttribute('href'))!, site.url).pathname;
      const [popup] = await Promise.all([context.waitForEvent('page'), result.click()]);
      await popup.close();
      await waitFor(seen, () => analyticsEvents(seen).some((e) => e.eventname === 'qbtool_click'), 'click event');
      const click = analyticsEvents(seen).find((e) => e.eventname === 'qbtool_click')!;
      expect(click.guid).toBe(uid);
      const clicked = JSON.parse(click.extra) as Record<string, unknown>;
      expect(clicked).toMatchObject({
        page: 'homepage',
        callfrom: 'share_wx',
        is_pc: isPc,
        source: 'direct',
        from: 'search',
      });
      expect(resultPath).toBe(`/${String(clicked.tool)}.html`);

      // A tool card click navigates away at once: the event still reaches the server (flushed on pagehide).
      const card = page.getByTestId('tool-card').first();
      const slug = (await card.getAttribute('data-slug'))!;
      // The search panel is still open over the cards: a click outside it closes it first, as a visitor would.
      await page.locator('footer').click({ position: { x: 4, y: 4 } });
      await page.getByTestId('search-result').first().waitFor({ state: 'detached' });
      await Promise.all([page.waitForURL(`**/${slug}.html`, { waitUntil: 'commit' }), card.click()]);
      await ready(page);
      const storedClicks = async () =>
        site.db.kysely
          .selectFrom('analytics_events')
          .selectAll()
          .where('eventname', '=', 'qbtool_click')
          .where('guid', '=', uid)
          .execute();
      for (let i = 0; i < 100 && (await storedClicks()).length < 2; i++) await page.waitForTimeout(50);
      expect((await storedClicks()).map((r) => [r.page, r.callfrom, r.is_pc, r.source])).toEqual([
        ['homepage', 'share_wx', isPc, 'direct'],
        ['homepage', 'share_wx', isPc, 'direct'],
      ]);

      // The tool page's own page view: its last path segment, and the home page as its source.
      await waitFor(
        seen,
        () => analyticsEvents(seen).filter((e) => e.eventname === 'qbtool_pv').length === 2,
        'second page view',
      );
      const pv2 = analyticsEvents(seen).filter((e) => e.eventname === 'qbtool_pv')[1];
      expect(JSON.parse(pv2.extra)).toEqual({
        page: `${slug}.html`,
        callfrom: '',
        is_pc: isPc,
        source: 'homepage_self',
      });

      // The server accepted every batch (204 or {ret: 0}).
      for (const s of seen.filter((x) => x.url.pathname === '/api/analytics')) {
        const response = await s.request.response();
        expect([200, 204]).toContain(response?.status());
      }
    } finally {
      await close();
    }
  });

  it('loads a script once, and rejects a missing one with its url', async () => {
    await open('/');
    try {
      const result = await page.evaluate(async () => {
        const t = window.__toolbox!;
        await Promise.all([t.loadScript('/test/script.js'), t.loadScript('/test/script.js')]);
        await t.loadScript('/test/script.js');
        let error = '';
        try {
          await t.loadScript('/test/missing.js');
        } catch (e) {
          error = (e as Error).message;
        }
        return {
          runs: (window as unknown as { __scriptRuns: number }).__scriptRuns,
          tags: document.querySelectorAll('script[src="/test/script.js"]').length,
          error,
        };
      });
      expect(result).toEqual({ runs: 1, tags: 1, error: 'Failed to load script: /test/missing.js' });
      await waitFor(
        seen,
        (s) => s.url.pathname === '/api/log' && (s.body ?? '').includes('Failed to load script: /test/missing.js'),
        'script log',
      );
    } finally {
      await close();
    }
  });
});
