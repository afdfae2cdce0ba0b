import { describe, expect, it } from 'vitest';
import { isBlankText, linkify, safeHttpUrl } from './links.js';

describe('linkify', () => {
  it('makes http and https links clickable', () => {
    expect(linkify('see https://example.com/a?b=1 and http://x.org')).toEqual([
      { text: 'see ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'http://x.org', href: 'http://x.org/' },
    ]);
  });
  it('never links other schemes', () => {
    for (const t of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://x.org',
      'WIFI:S:home;T:WPA;P:pw;;',
    ]) {
      expect(linkify(t)).toEqual([{ text: t }]);
    }
  });
  it('keeps closing punctuation out of the link', () => {
    expect(linkify('(https://a.cn/x)。')).toEqual([
      { text: '(' },
      { text: 'https://a.cn/x', href: 'https://a.cn/x' },
      { text: ')。' },
    ]);
  });
  it('keeps HTML as text', () => {
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>' }]);
  });
  it('safeHttpUrl refuses everything but http(s)', () => {
    expect(safeHttpUrl('https://a.b/c')).toBe('https://a.b/c');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
  });
});

describe('isBlankText', () => {
  it('is true for empty, whitespace and control characters only', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \n\t\u0000\u200b')).toBe(true);
    expect(isBlankText(' a ')).toBe(false);
    expect(isBlankText('二')).toBe(false);
  });
});
