/**
 * The operator dashboard at /admin on a phone and a desktop: the login form (wrong token refused, right
 * token in), charts drawn from real data the test sends through the API, feedback search, CSV export, sign
 * out; no CSP violation, and no link to it from the public pages. With SHOTS_DIR set, screenshots are written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API } from '../src/common/protocol.js';
import { callHeaders } from '../src/server/test-support.js';
import { demoLogin } from '../src/server/login/test-helpers.js';
import { newContext, VIEWPORT_NAMES, type Site, withSite } from './support.js';
import { watchErrors } from './page-checks.js';

const SHOTS = process.env.SHOTS_DIR;
const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

let site: Site;
let browser: Browser;
withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  { ADMIN_TOKEN, DEMO_LOGIN: '1', BEACON_RATE_LIMIT_PER_MINUTE: '0', FEEDBACK_PER_HOUR: '0' },
);

/** Real traffic through the API: page views on three tools, uses, visits from several sources, ratings, feedback. */
async function seed() {
  const post = (url: string, body: unknown, cookies: Record<string, string> = {}) =>
    site.app.inject({
      method: 'POST',
      url,
      headers: { ...callHeaders({ cookies }), 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
    });
  for (const [tool, n] of [
    ['qrcode', 12],
    ['wordcount', 7],
    ['imgcompress', 4],
  ] as const)
    for (let i = 0; i < n; i++) await post(API.addToolPV, { toolid: tool });
  for (let i = 0; i < 5; i++) await post(API.report, { toolUrl: '/wordcount.html', toolName: '字数统计' });
  const visit = (source: string, callfrom: string) => ({
    eventname: 'qbtool_pv',
    guid: 'g',
    app_version: '1',
    extra: JSON.stringify({ page: 'qrcode', source, callfrom, is_pc: 1 }),
  });
  await post(API.analytics, {
    events: [visit('baidu', ''), visit('baidu', ''), visit('homepage_self', ''), visit('', 'share_wx')],
  });
  for (const score of [5, 4, 5]) {
    const { cookies } = await demoLogin(site.app);
    await post(API.addToolScore, { toolid: 'qrcode', score }, cookies);
  }
  for (const content of ['二维码识别很好用', '希望增加 PDF 合并', 'Scanner fails on dark images'])
    await post(API.feedback, { content, contact: 'user@example.com', host: 'tools.example.com', path: '/qrcode.html' });
}

/**
 * Four weeks of history, written straight to the database (the API only records today): what the charts
 * look like on a site that has been running. Deterministic, so the totals below are exact.
 */
const HISTORY_TOOLS = { qrcode: 40, wordcount: 26, imgcompress: 18, imgconvert: 11, qrcode_scan: 7 };
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const historyPv = (base: number, d: number, k: number) => Math.round(base * (1 + 0.35 * Math.sin(d / 2.5 + k)));
let historyTotal = 0;

async function seedHistory() {
  const db = site.db.kysely;
  const pv: { tool_id: string; day: string; pv: number }[] = [];
  const reports: { tool_url: string; tool_name: string; tab_name: string; day: string; created_at: string }[] = [];
  const events: {
    eventname: string;
    guid: string;
    page: string;
    callfrom: string;
    source: string;
    is_pc: number;
    app_version: string;
    created_at: string;
    day: string;
  }[] = [];
  const sources = ['baidu', 'baidu', 'bing', 'sogou', '', 'homepage_self', 'mp.weixin.qq.com'];
  for (let d = 1; d < 30; d++) {
    const day = dayAgo(d);
    Object.entries(HISTORY_TOOLS).forEach(([tool, base], k) => {
      const n = historyPv(base, d, k);
      historyTotal += n;
      pv.push({ tool_id: tool, day, pv: n });
    });
    for (let i = 0; i < 2 + (d % 5); i++)
      reports.push({
        tool_url: i % 2 ? '/qrcode.html' : '/wordcount.html',
        tool_name: 't',
        tab_name: '',
        day,
        created_at: `${day}T08:00:00.000Z`,
      });
    for (let i = 0; i < 3 + (d % 4); i++) {
      const source = sources[(d + i) % sources.length];
      events.push({
        eventname: 'qbtool_pv',
        guid: 'g',
        page: 'qrcode',
        callfrom: i % 3 ? '' : 'share_wx',
        source,
        is_pc: 1,
        app_version: '1',
        created_at: `${day}T08:00:00.000Z`,
        day,
      });
    }
  }
  await db.insertInto('tool_pv_daily').values(pv).execute();
  await db.insertInto('usage_reports').values(reports).execute();
  await db.insertInto('analytics_events').values(events).execute();
}

beforeAll(async () => {
  await seedHistory();
  await seed();
});

async function signIn(page: Page, token: string) {
  await page.getByTestId('admin-token').fill(token);
  await page.getByRole('button', { name: '登录' }).click();
}

describe.each(VIEWPORT_NAMES)('operator dashboard on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  const violations: string[] = [];
  beforeAll(async () => {
    context = await newContext(browser, viewport, { acceptDownloads: true });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('console', (m) => {
      if (/Content.Security.Policy|CSP violation/i.test(m.text())) violations.push(m.text());
    });
  });
  afterAll(() => context.close());

  it('asks for the token, refuses a wrong one, and lets the right one in', async () => {
    const res = await page.goto(`${site.url}/admin`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    await page.getByTestId('admin-token').waitFor();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `admin-login-${viewport}.png`), fullPage: true });
    await signIn(page, 'not-the-token-0123456789');
    await expect.poll(() => page.getByTestId('admin-login-error').textContent()).toBe('令牌不正确');
    await page.getByTestId('admin-token').fill('');
    await signIn(page, ADMIN_TOKEN);
    await page.getByTestId('stat-pv').waitFor();
    // 23 views today through the API, and the history.
    expect(await page.getByTestId('stat-pv').textContent()).toContain((23 + historyTotal).toLocaleString());
  });

  it('draws the charts from the data', async () => {
    // Page views: one line per tool (the top five).
    await expect.poll(() => page.locator('[data-testid="pv-chart"] svg path.MuiLineElement-root').count()).toBe(5);
    const line = await page.locator('[data-testid="pv-chart"] svg path.MuiLineElement-root').first().getAttribute('d');
    expect(line?.length).toBeGreaterThan(5);
    await expect
      .poll(() => page.locator('[data-testid="uses-chart"] svg .MuiBarElement-root').count())
      .toBeGreaterThan(0);
    // Sources: baidu, bing, sogou, direct, homepage_self, mp.weixin.qq.com.
    await expect.poll(() => page.locator('[data-testid="sources-chart"] svg path.MuiPieArc-root').count()).toBe(6);
    await expect
      .poll(() => page.locator('[data-testid="stars-chart"] svg .MuiBarElement-root').count())
      .toBeGreaterThan(0);
    const top = await page.getByTestId('top-tools').innerText();
    expect(top.indexOf('二维码生成')).toBeGreaterThanOrEqual(0);
    expect(top.indexOf('二维码生成')).toBeLessThan(top.indexOf('字数计算'));
    expect(await page.getByTestId('queue').innerText()).toContain('排队中');
    expect(await page.getByTestId('storage').innerText()).toMatch(/已用 .* \/ 上限 2\.0 GB/);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `admin-${viewport}.png`), fullPage: true });
  });

  it('pages and searches the feedback', async () => {
    await expect.poll(() => page.getByTestId('feedback-row').count()).toBe(3);
    await page.getByTestId('feedback-search').fill('pdf');
    await expect.poll(() => page.getByTestId('feedback-row').count()).toBe(1);
    expect(await page.getByTestId('feedback-row').innerText()).toContain('希望增加 PDF 合并');
    await page.getByTestId('feedback-search').fill('');
    await expect.poll(() => page.getByTestId('feedback-row').count()).toBe(3);
  });

  it('exports CSV', async () => {
    await page.getByTestId('export-button').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-pv').click()]);
    expect(download.suggestedFilename()).toMatch(/^toolbox-pv-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const today = new Date().toISOString().slice(0, 10);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFday,tool,page_views');
    expect(lines.filter((l) => l.startsWith(today))).toEqual([
      `${today},imgcompress,4`,
      `${today},qrcode,12`,
      `${today},wordcount,7`,
    ]);
    expect(lines.filter((l) => l.startsWith(dayAgo(1)))).toHaveLength(5);
    await page.getByTestId('export-button').click();
    const [fb] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-feedback').click()]);
    expect(await readFile((await fb.path())!, 'utf8')).toContain('二维码识别很好用');
  });

  it('signs out, and had no CSP violation or script error', async () => {
    await page.getByTestId('logout').click();
    await page.getByTestId('admin-token').waitFor();
    await page.reload();
    await page.getByTestId('admin-token').waitFor();
    expect(violations).toEqual([]);
    expect(errors.errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
  });
});

describe('the dashboard is not public', () => {
  it('no public page links to it, and its chart code is not in the site build', async () => {
    const home = await (await fetch(site.url)).text();
    expect(home).not.toMatch(/\/admin\b/);
    const built = await fetch(`${site.url}/assets/`).then((r) => r.status);
    expect(built).toBe(404);
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${site.url}/admin`)).text())![1];
    const res = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});
