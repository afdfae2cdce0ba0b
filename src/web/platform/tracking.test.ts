import { describe, expect, it } from 'vitest';
import {
  baseExtra,
  batches,
  callfromOf,
  isPc,
  lastPathSegment,
  makeEvent,
  pageIdentity,
  referrerSource,
} from './tracking.js';

describe('pageIdentity', () => {
  it.each([
    ['/', 'homepage'],
    ['', 'homepage'],
    ['/qrcode.html', 'qrcode'],
    ['/category/image', 'category/image'],
    ['/category/image.html', 'category/image'],
    ['/category/image/', 'category/image'],
    ['/a.HTML', 'a'],
    ['/html.html', 'html'],
  ])('%s → %s', (path, page) => expect(pageIdentity(path)).toBe(page));
});

describe('lastPathSegment', () => {
  it.each([
    ['/', 'homepage'],
    ['', 'homepage'],
    ['/qrcode.html', 'qrcode.html'],
    ['/category/image', 'image'],
    ['/category/image/', 'image'],
  ])('%s → %s', (path, page) => expect(lastPathSegment(path)).toBe(page));
});

describe('callfromOf', () => {
  it('reads the callfrom parameter', () => {
    expect(callfromOf('?callfrom=share_wx&x=1')).toBe('share_wx');
    expect(callfromOf('callfrom=share_qq')).toBe('share_qq');
    expect(callfromOf('?x=1')).toBe('');
    expect(callfromOf('')).toBe('');
  });
});

describe('isPc', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 0],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 0],
    ['Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en)', 0],
    ['Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2', 0],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 1],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 1],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 1],
    ['', 1],
  ])('%s → %i', (ua, pc) => expect(isPc(ua)).toBe(pc));
});

describe('referrerSource', () => {
  const site = 'tools.example.com';
  it.each([
    ['https://www.baidu.com/s?wd=qr', 'baidu'],
    ['https://m.baidu.com/from=1/s?word=x', 'baidu'],
    ['https://www.sogou.com/web?query=x', 'sogou'],
    ['https://www.so.com/s?q=x', 'so'],
    ['https://m.so.com/', 'so'],
    ['https://cn.bing.com/search?q=x', 'bing'],
    ['https://www.bing.com/', 'bing'],
    ['https://www.google.com/', 'google'],
    ['https://www.google.com.hk/', 'google'],
    ['https://www.google.co.jp/', 'google'],
    ['https://tools.example.com/category/image', 'category/image_self'],
    ['https://tools.example.com/', 'homepage_self'],
    ['https://www.example.com/qrcode.html', 'qrcode_self'],
    ['https://news.qq.com/a/1', 'news.qq.com'],
    ['https://notbaidu.com/', 'notbaidu.com'],
    ['https://also.com/', 'also.com'],
    ['https://example.com.evil.org/', 'example.com.evil.org'],
    ['', 'direct'],
    ['not a url', 'direct'],
  ])('%s → %s', (ref, source) => expect(referrerSource(ref, site)).toBe(source));

  it('recognises its own host on an IP or localhost', () => {
    expect(referrerSource('http://127.0.0.1:8080/wordcount.html', '127.0.0.1')).toBe('wordcount_self');
    expect(referrerSource('http://127.0.0.2:8080/', '127.0.0.1')).toBe('127.0.0.2');
  });
});

describe('events', () => {
  const ctx = {
    pathname: '/qrcode.html',
    search: '?callfrom=share_wx',
    referrer: 'https://www.baidu.com/s?wd=qr',
    hostname: 'tools.example.com',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  };

  it('carries page, callfrom, is_pc and source in a JSON extra', () => {
    const event = makeEvent('qbtool_click', 'g1', '1.2.3', { ...baseExtra(ctx), tool: 'qrcode' });
    expect(event).toEqual({ eventname: 'qbtool_click', guid: 'g1', app_version: '1.2.3', extra: expect.any(String) });
    expect(JSON.parse(event.extra)).toEqual({
      page: 'qrcode',
      callfrom: 'share_wx',
      is_pc: 0,
      source: 'baidu',
      tool: 'qrcode',
    });
  });

  it('lets the page be given (page views use the last segment)', () => {
    expect(baseExtra(ctx, 'qrcode.html').page).toBe('qrcode.html');
  });

  it('splits a queue into batches of at most 50', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(batches(items).map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches([])).toEqual([]);
  });
});
