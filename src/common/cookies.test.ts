import { describe, expect, it } from 'vitest';
import { parentDomain, readCookie, serializeCookie } from './cookies.js';

describe('parentDomain', () => {
  it.each([
    ['a.b.example.com', '.example.com'],
    ['www.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['Tools.Example.COM.', '.example.com'],
    ['localhost', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.1.20', undefined],
    ['::1', undefined],
    ['[::1]', undefined],
    ['intranet', undefined],
    ['', undefined],
  ])('%s → %s', (host, domain) => {
    expect(parentDomain(host)).toBe(domain);
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const text = 'a=1; _t_qbtool_uid=abc; x_t_qbtool_uid=no; msg=hello%20world';
    expect(readCookie(text, '_t_qbtool_uid')).toBe('abc');
    expect(readCookie(text, 'msg')).toBe('hello world');
    expect(readCookie(text, 'missing')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});

describe('serializeCookie', () => {
  it('writes lifetime, domain, SameSite and Secure', () => {
    const now = Date.UTC(2024, 0, 1);
    const c = serializeCookie(
      'id',
      'v 1',
      { days: 3650, domain: '.example.com', sameSite: 'Strict', secure: true },
      now,
    );
    expect(c).toBe(
      `id=v%201; path=/; max-age=315360000; expires=${new Date(now + 3650 * 86_400_000).toUTCString()}; domain=.example.com; samesite=Strict; secure`,
    );
  });

  it('leaves out what is not asked for', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; path=/');
  });
});
