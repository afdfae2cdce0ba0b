/**
 * The newer text and developer tools of issue 18 (URL parser, colours, regular expressions, user agents,
 * Markdown, ciphers, …) in real Chromium on a phone and a desktop: one short visitor flow per tool (type,
 * see the result, change an option, copy or download). One browser context per viewport serves every tool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { UA } from '../src/tools/useragent/samples.js';
import { download, newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  const open = (slug: string) => openTool(page, site.url, `/${slug}.html`);
  const byId = (id: string) => page.getByTestId(id);
  const shows = (id: string, expected: string) => expect.poll(() => byId(id).first().textContent()).toContain(expected);
  const query = () => new URL(page.url()).searchParams;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  it('urlparse: parts and query table, a value edited, the URL rebuilt', async () => {
    await open('urlparse');
    await byId('urlparse-input').fill(
      'https://a.example.cn:8080/商品/详情?id=1&q=%E5%9C%A8%E7%BA%BF+%E5%B7%A5%E5%85%B7#top',
    );
    await shows('urlparse-parts-hostname', 'a.example.cn');
    await shows('urlparse-parts-segments', '商品 / 详情');
    await expect.poll(() => byId('urlparse-value-1').inputValue()).toBe('在线 工具');
    await byId('urlparse-value-0').fill('42');
    await shows('urlparse-rebuilt', '?id=42&q=%E5%9C%A8%E7%BA%BF+%E5%B7%A5%E5%85%B7#top');
    await byId('urlparse-rebuilt-copy').click();
    expect(await clipboard()).toContain('id=42');
    await byId('urlparse-decoded').click();
    await expect.poll(() => query().get('decoded')).toBe('0');
    await expect.poll(() => byId('urlparse-value-1').inputValue()).toBe('%E5%9C%A8%E7%BA%BF+%E5%B7%A5%E5%85%B7');
    await byId('urlparse-input').fill('http://');
    await byId('urlparse-error').waitFor();
  });

  it('colortrans: a hex in every notation, contrast against black, a name read back', async () => {
    await open('colortrans');
    await byId('color-input').fill('ff0000');
    await shows('color-formats-rgb', 'rgb(255, 0, 0)');
    await shows('color-formats-cmyk', 'cmyk(0%, 100%, 100%, 0%)');
    await shows('color-formats-name', 'red');
    await shows('color-ratio', '3.99:1');
    await byId('color-against-hex').fill('#000000');
    await shows('color-ratio', '5.25:1');
    await expect.poll(() => query().get('against')).toBe('#000000');
    await byId('color-input').fill('hsv(210, 50%, 80%)');
    await shows('color-formats-hex', '#6699cc');
    await byId('color-input').fill('not a colour');
    await shows('color-error', 'HEX');
  });

  it('regexp: a preset highlights phone numbers, a replace with named groups, a catastrophic pattern is stopped', async () => {
    await open('regexp');
    await byId('regexp-preset-mobile').click();
    await byId('text-input').fill('电话 13812345678，备用 15900001111，编号 1234567890123');
    await expect.poll(() => byId('regexp-count').getAttribute('data-count')).toBe('2');
    await expect
      .poll(() => page.locator('[data-testid="regexp-highlight"] mark').allTextContents())
      .toEqual(['13812345678', '15900001111']);
    await byId('regexp-pattern').fill('(?<y>\\d{4})-(?<m>\\d{2})');
    await byId('text-input').fill('2024-03 与 2025-12');
    await shows('regexp-matches', '$<y>');
    await byId('regexp-mode-replace').click();
    await byId('regexp-replacement').fill('$<m>/$<y>');
    await shows('text-result', '03/2024 与 12/2025');
    await expect.poll(() => query().get('mode')).toBe('replace');
    await byId('regexp-mode-match').click();
    await byId('regexp-pattern').fill('^(a+)+$');
    await byId('text-input').fill(`${'a'.repeat(40)}!`);
    await shows('text-result-error', '2');
    // The page still answers after the runaway run was stopped.
    await byId('regexp-pattern').fill('a+');
    await expect.poll(() => byId('regexp-count').getAttribute('data-count')).toBe('1');
  });

  it('useragent: opens with the own UA, reads WeChat on a Xiaomi and QQ on a vivo, copies the result', async () => {
    await open('useragent');
    await expect.poll(() => byId('text-input').inputValue()).toContain('Mozilla/5.0');
    await byId('text-input').fill(UA.wechatXiaomi);
    await shows('ua-values-app', '微信 8.0.35.2360');
    await shows('ua-values-vendor', '小米 Xiaomi');
    await shows('ua-values-os', 'Android 13');
    await byId('text-input').fill(UA.qqVivo);
    await shows('ua-values-app', 'QQ 8.9.28.10155');
    await byId('text-result-copy').click();
    expect(await clipboard()).toContain('vivo');
  });

  it('markdown: live preview, raw HTML sanitised when allowed, exported as .html and .md', async () => {
    await open('markdown');
    await byId('md-input').fill('# 周报\n\n**完成**\n\n<img src="x.png" onerror="alert(1)"><script>alert(2)</script>');
    await shows('md-preview', '周报');
    await expect.poll(() => page.locator('[data-testid="md-preview"] strong').textContent()).toBe('完成');
    await shows('md-preview', '<img');
    await byId('md-html').click();
    await expect.poll(() => query().get('html')).toBe('1');
    await expect.poll(() => page.locator('[data-testid="md-preview"] img').count()).toBe(1);
    expect(await page.locator('[data-testid="md-preview"] img').getAttribute('onerror')).toBeNull();
    expect(await page.locator('[data-testid="md-preview"] script').count()).toBe(0);
    const html = await download(page, () => byId('md-export-html').click());
    expect(html.name).toBe('周报.html');
    expect(html.bytes.toString('utf8')).toContain('<h1>周报</h1>');
    expect(html.bytes.toString('utf8')).not.toContain('onerror');
    const md = await download(page, () => byId('md-export-md').click());
    expect(md.name).toBe('周报.md');
    expect(md.bytes.toString('utf8')).toContain('**完成**');
  });

  it('crypto: AES-CBC example encrypted and swapped back, the SM4 standard vector, a short key refused', async () => {
    await open('crypto');
    await byId('example-0').click();
    await shows('text-result', 'lykxCPKx74jZ0qZRuul0tBFiEghnt4mVUqmEPD7cmrs=');
    await byId('crypto-swap').click();
    await shows('text-result', '你好，世界！Hello 😀');
    await expect.poll(() => query().get('direction')).toBe('decrypt');
    await byId('example-1').click();
    await shows('text-result', '681edf34d206965e86b3e94f536e4246');
    await expect.poll(() => query().get('algorithm')).toBe('sm4');
    // The key stays out of the link.
    expect(page.url()).not.toContain('0123456789abcdeffedcba9876543210');
    await byId('crypto-key').fill('abcd');
    await shows('text-result-error', '2');
  });

  it('toMars: plain Chinese to 火星文 in the Worker and back', async () => {
    await open('toMars');
    await byId('text-input').fill('我是真的很喜欢你');
    await shows('text-result', '涐昰眞旳佷囍歡伱');
    await byId('mars-swap').click();
    await shows('text-result', '我是真的很喜欢你');
    await expect.poll(() => query().get('direction')).toBe('toPlain');
  });

  it('tta: polyphones read by phrase, tone numbers, pinyin above the characters', async () => {
    await open('tta');
    await byId('text-input').fill('重庆银行的行长');
    await shows('text-result', 'chóng qìng yín háng de háng zhǎng');
    await byId('tta-tone-num').click();
    await shows('text-result', 'chong2 qing4 yin2 hang2 de0 hang2 zhang3');
    await expect.poll(() => query().get('tone')).toBe('num');
    await byId('tta-view-ruby').click();
    await expect.poll(() => page.locator('[data-testid="tta-ruby"] rt').count()).toBe(7);
    await byId('text-result-copy').click();
    expect(await clipboard()).toBe('chong2 qing4 yin2 hang2 de0 hang2 zhang3');
  });

  it('text_secret_msg: a message hidden under a password, copied, revealed, then cleaned away', async () => {
    await open('text_secret_msg');
    await byId('stego-cover').fill('今天天气不错。');
    await byId('stego-secret').fill('三点见 😀');
    await byId('stego-password').fill('pw');
    await shows('stego-note', '已加入');
    await byId('text-result-copy').click();
    const hidden = await clipboard();
    expect(hidden.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')).toBe('今天天气不错。');
    await byId('stego-mode-reveal').click();
    await expect.poll(() => query().get('mode')).toBe('reveal');
    await byId('stego-cover').fill(hidden);
    await shows('text-result', '三点见 😀');
    await byId('stego-password').fill('wrong');
    // PBKDF2 (210,000 rounds) runs again for the wrong password: slow on a loaded CI machine.
    await byId('text-result-error').waitFor({ timeout: 45_000 });
    await byId('stego-mode-clean').click();
    await shows('text-result', '今天天气不错。');
  });

  it('compilation: a language found by search, its code copied, kept in the link', async () => {
    await open('compilation');
    await shows('hello-code', 'print("Hello, World!")');
    await byId('hello-search').fill('.rs');
    await byId('hello-lang-rust').click();
    await shows('hello-code', 'println!("Hello, World!");');
    await expect.poll(() => query().get('lang')).toBe('rust');
    await byId('hello-copy').click();
    expect(await clipboard()).toBe('fn main() {\n    println!("Hello, World!");\n}\n');
    await shows('hello-run', 'rustc main.rs');
  });

  it('markmap: an outline drawn as a mind map, exported as SVG and PNG', async () => {
    await open('markmap');
    await byId('mm-input').fill('# 项目\n## 目标\n- 上线\n- 增长\n## 人员\n- 小明\n');
    await shows('mm-stats', '6');
    await expect.poll(() => page.locator('[data-testid="mm-svg"] foreignObject').count()).toBe(6);
    const svg = await download(page, () => byId('mm-export-svg').click());
    expect(svg.name).toBe('项目.svg');
    expect(svg.bytes.toString('utf8')).toContain('目标');
    const png = await download(page, () => byId('mm-export-png').click());
    expect(png.name).toBe('项目.png');
    expect(png.bytes.subarray(0, 4).toString('hex')).toBe('89504e47');
    // A long outline (pasted: set at once, as Playwright's fill types a 40 KB text too slowly) is parsed in
    // the Worker, and refused above the node limit with a message.
    const outline = `# 大纲\n${Array.from({ length: 1500 }, (_, i) => `## 节 ${i}\n- 点 ${i}\n`).join('')}`;
    await byId('mm-input').evaluate((el, value) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, outline);
    await shows('mm-message', '3001');
  });
});
