import { describe, expect, it } from 'vitest';
import { SHARE_CALLFROM, shareText, withCallfrom } from './link.js';

describe('withCallfrom', () => {
  it('adds callfrom to a url without a query', () => {
    expect(withCallfrom('https://t.example/qrcode.html', 'share_pc')).toBe(
      'https://t.example/qrcode.html?callfrom=share_pc',
    );
  });

  it('appends it after the other parameters, which keep their order and encoding', () => {
    expect(withCallfrom('https://t.example/a.html?q=a%20b+c&x=%E4%BD%A0&flag', 'share_wx')).toBe(
      'https://t.example/a.html?q=a%20b+c&x=%E4%BD%A0&flag&callfrom=share_wx',
    );
  });

  it('replaces an existing callfrom in place and drops repeats', () => {
    expect(withCallfrom('https://t.example/a.html?a=1&callfrom=search&b=2&callfrom=x', 'share_qq')).toBe(
      'https://t.example/a.html?a=1&callfrom=share_qq&b=2',
    );
    expect(withCallfrom('https://t.example/a.html?callfrom=', 'share_qb')).toBe(
      'https://t.example/a.html?callfrom=share_qb',
    );
    expect(withCallfrom('https://t.example/a.html?callfrom', 'share_qb')).toBe(
      'https://t.example/a.html?callfrom=share_qb',
    );
  });

  it('recognises an encoded parameter name but not a longer one', () => {
    expect(withCallfrom('https://t.example/?call%66rom=old&callfrom2=keep&xcallfrom=keep', 'share_pc')).toBe(
      'https://t.example/?callfrom=share_pc&callfrom2=keep&xcallfrom=keep',
    );
  });

  it('keeps the hash, also when it holds a ? or callfrom', () => {
    expect(withCallfrom('https://t.example/a.html?a=1#part?callfrom=no', 'share_pc')).toBe(
      'https://t.example/a.html?a=1&callfrom=share_pc#part?callfrom=no',
    );
    expect(withCallfrom('https://t.example/a.html#top', 'share_wx')).toBe(
      'https://t.example/a.html?callfrom=share_wx#top',
    );
    expect(withCallfrom('https://t.example/a.html?#', 'share_wx')).toBe('https://t.example/a.html?callfrom=share_wx#');
  });

  it('skips empty pieces of a sloppy query', () => {
    expect(withCallfrom('https://t.example/?&&a=1&', 'share_pc')).toBe('https://t.example/?a=1&callfrom=share_pc');
  });

  it('leaves a malformed escape alone', () => {
    expect(withCallfrom('https://t.example/?bad=%E4%ZZ&callfrom=1', 'share_pc')).toBe(
      'https://t.example/?bad=%E4%ZZ&callfrom=share_pc',
    );
  });

  it('is idempotent and yields a url the URL parser reads back', () => {
    for (const value of Object.values(SHARE_CALLFROM)) {
      const once = withCallfrom('https://t.example/a.html?x=1&callfrom=home#h', value);
      expect(withCallfrom(once, value)).toBe(once);
      const parsed = new URL(once);
      expect(parsed.searchParams.getAll('callfrom')).toEqual([value]);
      expect(parsed.searchParams.get('x')).toBe('1');
      expect(parsed.hash).toBe('#h');
    }
  });
});

describe('shareText', () => {
  it('is the title in brackets followed by the link', () => {
    expect(shareText('二维码生成', 'https://t.example/qrcode.html?callfrom=share_pc')).toBe(
      '【二维码生成】https://t.example/qrcode.html?callfrom=share_pc',
    );
  });
});
