import { describe, expect, it } from 'vitest';
import { browserLang, langFromCookie, langOfPath, langRedirect, localePath, withoutLang } from './lang.js';

describe('language of an address', () => {
  it.each([
    ['/', 'zh', '/'],
    ['/qrcode.html', 'zh', '/qrcode.html'],
    ['/category/img', 'zh', '/category/img'],
    ['/enlarge.html', 'zh', '/enlarge.html'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/qrcode.html', 'en', '/qrcode.html'],
    ['/en/category/img', 'en', '/category/img'],
  ])('%s is %s, %s in zh terms', (path, lang, zhPath) => {
    expect(langOfPath(path)).toBe(lang);
    expect(withoutLang(path)).toBe(zhPath);
  });

  it.each([
    ['/', 'en', '/en/'],
    ['/qrcode.html?a=1#x', 'en', '/en/qrcode.html?a=1#x'],
    ['/qrcode.html', 'zh', '/qrcode.html'],
    ['https://example.com/x', 'en', 'https://example.com/x'],
    ['//example.com/x', 'en', '//example.com/x'],
  ])('%s in %s is %s', (path, lang, out) => {
    expect(localePath(path, lang as 'zh' | 'en')).toBe(out);
  });
});

describe('the stored choice and the browser language', () => {
  it.each([
    ['toolbox_lang=en', 'en'],
    ['a=1; toolbox_lang=zh; b=2', 'zh'],
    ['toolbox_lang=fr', null],
    ['', null],
    [undefined, null],
  ])('cookie %j → %s', (cookie, lang) => {
    expect(langFromCookie(cookie)).toBe(lang);
  });

  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['en;q=0.5, zh-TW', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,zh;q=0.1', 'zh'],
    ['zh;q=0, en', 'en'],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('Accept-Language %j → %s', (header, lang) => {
    expect(browserLang(header)).toBe(lang);
  });

  it('reads navigator.languages the same way', () => {
    expect(browserLang(['en-GB', 'zh-CN'])).toBe('en');
    expect(browserLang(['zh-CN', 'en'])).toBe('zh');
    expect(browserLang([])).toBeNull();
  });
});

describe('where a page visit goes', () => {
  it.each([
    // Stored choice wins both ways.
    ['/qrcode.html', '?a=1', 'en', 'zh', '/en/qrcode.html?a=1'],
    ['/en/qrcode.html', '', 'zh', 'en', '/qrcode.html'],
    ['/en/', '', 'zh', null, '/'],
    ['/', '', 'en', null, '/en/'],
    ['/qrcode.html', '', 'zh', 'en', null],
    ['/en/qrcode.html', '', 'en', 'zh', null],
    // Without one, the browser's language moves zh addresses only.
    ['/category/img', '', null, 'en', '/en/category/img'],
    ['/qrcode.html', '', null, 'zh', null],
    ['/qrcode.html', '', null, null, null],
    ['/en/qrcode.html', '', null, 'zh', null],
    ['/en/qrcode.html', '', null, null, null],
  ])('%s%s (stored %s, browser %s) → %s', (path, search, stored, browser, target) => {
    expect(langRedirect(path, search, stored as 'zh' | 'en' | null, browser as 'zh' | 'en' | null)).toBe(target);
  });
});
