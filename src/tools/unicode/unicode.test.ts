import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { charTable, escapeText, unescapeText, type Format } from './unicode.js';

const TEXT = '中A😀';

describe('escape', () => {
  it.each<[Format, boolean, string]>([
    ['u', false, '\\u4e2d\\u0041\\ud83d\\ude00'],
    ['u', true, '\\u4e2dA\\ud83d\\ude00'],
    ['u6', true, '\\u{4e2d}A\\u{1f600}'],
    ['dec', true, '&#20013;A&#128512;'],
    ['hex', true, '&#x4e2d;A&#x1f600;'],
    ['cp', false, 'U+4E2D U+0041 U+1F600'],
    ['utf8', false, 'e4 b8 ad 41 f0 9f 98 80'],
  ])('%s (only non-ASCII: %s)', (f, onlyNonAscii, expected) => {
    expect(escapeText(TEXT, { format: f, onlyNonAscii, upper: false })).toBe(expected);
    // And back again.
    expect(unescapeText(expected, { format: f }, 'zh')).toBe(TEXT);
  });

  it('upper-case hex, CRLF kept', () => {
    expect(escapeText('é\r\n', { format: 'u', onlyNonAscii: true, upper: true })).toBe('\\u00E9\r\n');
    expect(escapeText('', { format: 'u', onlyNonAscii: true, upper: true })).toBe('');
  });
});

describe('unescape', () => {
  it.each([
    [
      'mixed forms in plain text',
      '名字: \\u5c0f\\u660E, &#26126; &#x5929; U+1F600 \\u{20BB7} %u4E2D',
      '名字: 小明, 明 天 😀 𠮷 中',
    ],
    ['JS surrogate pairs', '\\uD83D\\uDE00', '😀'],
    ['\\x UTF-8 bytes', '\\xe4\\xb8\\xad\\xe6\\x96\\x87', '中文'],
    ['entities without semicolons', '&#20013&#25991', '中文'],
    ['nothing to unescape', 'plain \\n text', 'plain \\n text'],
    ['a code point beyond Unicode', '\\u{110000}', '\ufffd'],
  ])('%s', (_, text, expected) => {
    expect(unescapeText(text, { format: 'u' }, 'zh')).toBe(expected);
  });

  it('UTF-8 bytes: spaces, 0x prefixes and errors', () => {
    expect(unescapeText('E4B8AD 0xe6 0x96 0x87', { format: 'utf8' }, 'en')).toBe('中文');
    expect(() => unescapeText('E4 B8 A', { format: 'utf8' }, 'en')).toThrow(
      new InputError('“E4 B8 A” is not UTF-8 bytes (pairs of hex digits such as E4 B8 AD)'),
    );
    expect(() => unescapeText('E4 B8', { format: 'utf8' }, 'zh')).toThrow(new InputError('这些字节不是有效的 UTF-8'));
  });

  it('1 MB round trip', () => {
    const big = '中文English😀\r\n'.repeat(60_000);
    expect(
      unescapeText(escapeText(big, { format: 'u', onlyNonAscii: true, upper: false }), { format: 'u' }, 'en'),
    ).toBe(big);
  });
});

describe('charTable', () => {
  it('lists code point, UTF-8 and UTF-16 per character', () => {
    expect(charTable('中😀')).toEqual([
      { char: '中', codePoint: 'U+4E2D', utf8: 'E4 B8 AD', utf16: '4E2D' },
      { char: '😀', codePoint: 'U+1F600', utf8: 'F0 9F 98 80', utf16: 'D83D DE00' },
    ]);
  });
});
