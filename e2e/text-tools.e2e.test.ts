/**
 * The text and developer tools of issue 18 in real Chromium on a phone and a desktop: one visitor flow per
 * tool (type or paste, change an option, see the result, copy or download it), options kept in the URL.
 * One browser context per viewport serves every tool.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseFiles, download, newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';

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
  /** The text a result box shows, polled until it holds `expected`. */
  const shows = (id: string, expected: string) => expect.poll(() => byId(id).textContent()).toContain(expected);
  const query = () => new URL(page.url()).searchParams;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const copied = async (id = 'text-result') => {
    await byId(`${id}-copy`).click();
    return clipboard();
  };
  const saved = async (id = 'text-result') => {
    const file = await download(page, () => byId(`${id}-download`).click());
    return { name: file.name, text: file.bytes.toString('utf8') };
  };

  it('jsonbeautify: formats as typed, sorts keys, minifies, points at an error, copies and downloads', async () => {
    await open('jsonbeautify');
    await byId('text-input').fill('{"b":1,"a":[1,2],"id":12345678901234567890}');
    await shows('text-result', '"id": 12345678901234567890');
    await byId('json-sort').click();
    await expect.poll(() => query().get('sort')).toBe('1');
    await shows('text-result', '{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1');
    await byId('json-mode-minify').click();
    await shows('text-result', '{"a":[1,2],"b":1,"id":12345678901234567890}');
    expect(await copied()).toBe('{"a":[1,2],"b":1,"id":12345678901234567890}');
    const file = await saved();
    expect(file.name).toBe('formatted.json');
    expect(file.text).toBe('{"a":[1,2],"b":1,"id":12345678901234567890}\n');
    await byId('text-input').fill('{\n  "a": 1,\n  "b": }');
    await shows('text-result-error', '第 3 行第 8 列');
  });

  it('jsoncheck: the broken example shows where, a fixed text its shape', async () => {
    await open('jsoncheck');
    await byId('example-1').click();
    await expect.poll(() => byId('json-invalid').getAttribute('data-line')).toBe('3');
    await byId('text-input').fill('// 注释\n{"a": {"b": [1, 2,]}}');
    await byId('json-jsonc').click();
    await expect.poll(() => byId('json-valid').getAttribute('data-depth')).toBe('3');
    await expect.poll(() => query().get('jsonc')).toBe('1');
  });

  it('jsondiff: two documents compared by path, swapped, the report downloaded', async () => {
    await open('jsondiff');
    await byId('jd-left').fill('{"name":"小明","age":18,"tags":["a"]}');
    await byId('jd-right').fill('{"name":"小红","tags":["a","b"],"vip":true}');
    await expect.poll(() => byId('jd-changes').getAttribute('data-count')).toBe('4');
    await shows('jd-changes', 'name');
    await expect.poll(() => page.locator('[data-testid="jd-changes"] [data-kind="removed"]').count()).toBe(1);
    await byId('jd-swap').click();
    await expect.poll(() => page.locator('[data-testid="jd-changes"] [data-kind="removed"]').count()).toBe(2);
    const file = await saved();
    expect(file.name).toBe('json-diff.txt');
    expect(file.text).toContain('vip');
  });

  it('yaml_2_json: YAML to JSON as typed, then swapped back to YAML', async () => {
    await open('yaml_2_json');
    await byId('text-input').fill('name: 小明\ntags:\n  - a\n  - b\nport: 8080\n');
    await shows('text-result', '"tags": [\n    "a",\n    "b"\n  ]');
    await byId('yaml-swap').click();
    await expect.poll(() => query().get('direction')).toBe('json2yaml');
    await shows('text-result', 'name: 小明\ntags:\n  - a\n  - b\nport: 8080');
    expect(await byId('text-input').inputValue()).toContain('"port": 8080');
  });

  it('base64: UTF-8 text with emoji, URL-safe, decoded back, decoded to a file', async () => {
    await open('base64');
    await byId('text-input').fill('你好 👋?');
    await shows('text-result', '5L2g5aW9IPCfkYs/');
    await byId('b64-urlsafe').click();
    await shows('text-result', '5L2g5aW9IPCfkYs_');
    expect(await copied()).toBe('5L2g5aW9IPCfkYs_');
    await byId('b64-direction-decode').click();
    await byId('text-input').fill('5L2g5aW9IPCfkYs_');
    await shows('text-result', '你好 👋?');
    await byId('text-input').fill('abc$');
    await byId('text-result-error').waitFor();
    // Decoding to a file (the text carries over): cleared, typed key by key (the box keeps its focus).
    await byId('b64-source-file').click();
    await expect.poll(() => query().get('source')).toBe('file');
    expect(await byId('b64-file-input').inputValue()).toBe('abc$');
    await byId('b64-file-input').fill('');
    await byId('b64-file-input').pressSequentially('aGVsbG8gZmlsZQ==');
    await shows('b64-decoded-name', 'decoded.txt');
    await shows('b64-decoded', '10 B');
  });

  it('urlencode: a parameter encoded in UTF-8 and GBK, swapped to decode', async () => {
    await open('urlencode');
    await byId('url-mode-component').click();
    await byId('text-input').fill('北京 & 上海=100%');
    await shows('text-result', '%E5%8C%97%E4%BA%AC%20%26%20%E4%B8%8A%E6%B5%B7%3D100%25');
    await byId('url-charset-gbk').click();
    await shows('text-result', '%B1%B1%BE%A9%20%26%20%C9%CF%BA%A3%3D100%25');
    await byId('url-charset-utf-8').click();
    await shows('text-result', '%E5%8C%97');
    await byId('url-swap').click();
    await shows('text-result', '北京 & 上海=100%');
    await expect.poll(() => query().get('direction')).toBe('decode');
  });

  it('unicode: escapes with a code point table, decodes surrogate pairs', async () => {
    await open('unicode');
    await byId('text-input').fill('你好A😀');
    await shows('text-result', '\\u4f60\\u597dA\\ud83d\\ude00');
    await shows('unicode-table', 'U+1F600');
    await byId('uni-upper').click();
    await shows('text-result', '\\u4F60\\u597DA');
    await byId('uni-direction-decode').click();
    await byId('text-input').fill('{"msg":"\\u64cd\\u4f5c","e":"\\ud83d\\ude00"}');
    await shows('text-result', '{"msg":"操作","e":"😀"}');
  });

  it('md5: every digest of a text, a pasted checksum matched, a file hashed', async () => {
    await open('md5');
    await byId('md5-input').fill('abc');
    await shows('md5-row-MD5', '900150983cd24fb0d6963f7d28e17f72');
    await shows('md5-row-SHA-256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await shows('md5-row-SM3', '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    await byId('md5-expected').fill('A9993E364706816ABA3E25717850C26C9CD0D89D');
    await shows('md5-match', 'SHA-1');
    await byId('md5-upper').click();
    await shows('md5-row-MD5', '900150983CD24FB0D6963F7D28E17F72');
    const file = await saved('md5-result');
    expect(file.text).toContain('900150983CD24FB0D6963F7D28E17F72');
    await byId('md5-source-file').click();
    const bytes = Buffer.from('a file to hash\n'.repeat(1000));
    await chooseFiles(page, [{ name: 'data.bin', mimeType: 'application/octet-stream', buffer: bytes }]);
    await shows('md5-row-SHA-256', createHash('sha256').update(bytes).digest('hex').toUpperCase());
    await shows('md5-file-info', 'data.bin');
  });

  it('pwdgenerator: a PIN preset, longer passwords, regenerated, copied', async () => {
    await open('pwdgenerator');
    await byId('example-1').click();
    const shown = async () => (await byId('text-result').textContent()) ?? '';
    await expect.poll(shown).toMatch(/^(\d{6}\n){4}\d{6}$/);
    await byId('example-0').click();
    await expect.poll(async () => (await shown()).split('\n').map((p) => p.length)).toEqual([20, 20, 20, 20, 20]);
    await expect.poll(() => byId('pwdgenerator-tool').getAttribute('data-level')).toBe('veryStrong');
    await expect.poll(() => query().get('length')).toBe('20');
    const first = await copied();
    expect(first.split('\n')).toHaveLength(5);
    for (const pw of first.split('\n')) expect(pw).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{20}$/);
    await byId('pwd-regenerate').click();
    await expect.poll(shown).not.toBe(first);
  });

  it('uuid: a v7 batch of three, upper-case with braces, downloaded', async () => {
    await open('uuid');
    await byId('uuid-version-v7').click();
    await byId('uuid-count').fill('3');
    await expect.poll(() => byId('uuid-tool').getAttribute('data-count')).toBe('3');
    await byId('uuid-upper').click();
    await byId('uuid-braces').click();
    const file = await saved();
    expect(file.name).toBe('uuid.txt');
    const ids = file.text.trim().split('\n');
    expect(ids).toHaveLength(3);
    for (const id of ids)
      expect(id).toMatch(/^\{[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\}$/);
    await expect.poll(() => query().get('version')).toBe('v7');
  });

  it('unique: duplicate lines removed in order, trimmed and case-folded, counted', async () => {
    await open('unique');
    await byId('text-input').fill('apple\nBanana\napple \nbanana\ncherry\napple');
    await byId('unique-case').click();
    await expect.poll(() => copied()).toBe('apple\nBanana\ncherry');
    await shows('unique-summary', '3');
    await byId('unique-mode-duplicates').click();
    await expect.poll(() => copied()).toBe('apple（3 次）\nBanana（2 次）');
  });

  it('chinese: Taiwan phrases in the Worker, converted back, copied', async () => {
    await open('chinese');
    await byId('chinese-mode-s2twp').click();
    await byId('text-input').fill('这个软件的内存不够，请用鼠标点击。');
    await shows('text-result', '這個軟體的記憶體不夠，請用滑鼠點選。');
    await byId('chinese-mode-s2t').click();
    await shows('text-result', '這個軟件的內存不夠，請用鼠標點擊。');
    await byId('chinese-mode-s2twp').click();
    await byId('chinese-swap').click();
    await expect.poll(() => query().get('mode')).toBe('tw2s');
    await shows('text-result', '这个软件的内存不够，请用鼠标点击。');
    expect(await copied()).toBe('这个软件的内存不够，请用鼠标点击。');
  });

  it('textdiff: lines side by side, case ignored, Chinese words inline, downloaded', async () => {
    await open('textdiff');
    await byId('td-left').fill('a\nb\nc');
    await byId('td-right').fill('a\nB\nc\nd');
    await shows('td-summary', '新增 2 行，删除 1 行');
    await shows('td-right-view', 'B');
    await byId('td-case').click();
    await shows('td-summary', '新增 1 行，删除 0 行');
    await byId('example-0').click();
    await expect.poll(() => query().get('unit')).toBe('word');
    await shows('td-summary', '新增 10 个词，删除 3 个词');
    await expect
      .poll(() => page.locator('[data-testid="td-right-view"] ins').allTextContents())
      .toEqual(['十五日内', '首期', '\n双方协商一致的除外。']);
    await byId('td-view-inline').click();
    await expect
      .poll(() => page.locator('[data-testid="td-inline"] del').allTextContents())
      .toEqual(['七日内', '全部']);
    const file = await saved();
    expect(file.name).toBe('diff.txt');
    expect(file.text).toContain('[-七日内-]{+十五日内+}');
  });
});
