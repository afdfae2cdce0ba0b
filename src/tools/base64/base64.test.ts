import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { defaults } from '../../web/kit/options/schema.js';
import { decodeFile, decodeText, encodeFile, encodeText, sniffType, SCHEMA, transformText } from './base64.js';

const o = defaults(SCHEMA);
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('text', () => {
  it.each([
    ['', ''],
    ['Hello', 'SGVsbG8='],
    ['你好，世界', '5L2g5aW977yM5LiW55WM'],
    ['😀𠮷', '8J+YgPCgrrc='],
    ['a\r\nb', 'YQ0KYg=='],
  ])('%j ↔ %s', (text, b64) => {
    expect(encodeText(text, o)).toBe(b64);
    expect(decodeText(b64, 'zh')).toBe(text);
  });

  it('URL-safe and MIME lines', () => {
    expect(encodeText('??>>', { ...o, urlSafe: true })).toBe('Pz8-Pg');
    expect(decodeText('Pz8-Pg', 'en')).toBe('??>>');
    expect(
      encodeText('x'.repeat(100), { ...o, wrap: true })
        .split('\n')
        .map((l) => l.length),
    ).toEqual([76, 60]);
  });

  it.each([
    ['a bad character', '5L2g5aW9!', '第 9 个字符“!”不是 Base64 字符'],
    ['Chinese pasted by mistake', '你好', '第 1 个字符“你”不是 Base64 字符'],
    ['a wrong length', 'SGVsbG8hx', 'Base64 长度不对：有效字符数除以 4 余 1，可能复制时少了或多了字符'],
    ['an image', PNG_1PX, '解码得到 70 B 的二进制数据（PNG），不是 UTF-8 文本：请切换到“文件 / 图片”还原为文件'],
  ])('decoding says what is wrong: %s', (_, text, message) => {
    expect(() => transformText(text, { ...o, direction: 'decode' }, 'zh')).toThrow(new InputError(message));
  });

  it('a 3 MB text round-trips', () => {
    const big = '中文ABC😀\r\n'.repeat(250_000);
    expect(decodeText(encodeText(big, o), 'en')).toBe(big);
  });
});

describe('files', () => {
  it('recognises types by their first bytes', () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))?.ext).toBe('jpg');
    expect(sniffType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))?.ext).toBe('pdf');
    expect(sniffType(bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50))?.ext).toBe('webp');
    expect(sniffType(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="x">'))?.ext).toBe('svg');
    expect(sniffType(bytes(1, 2, 3))).toBeNull();
  });

  it('decodes a PNG, from Base64 or a data URL', () => {
    const plain = decodeFile(PNG_1PX, 'zh');
    expect([plain.type.mime, plain.bytes.length]).toEqual(['image/png', 70]);
    expect(decodeFile(`data:image/png;base64,${PNG_1PX}`, 'zh').type.ext).toBe('png');
  });

  it('falls back to the data URL type, then text or binary', () => {
    expect(decodeFile('data:application/json;base64,e30=', 'en').type.ext).toBe('json');
    expect(decodeFile('aGVsbG8=', 'en').type.ext).toBe('txt');
    expect(decodeFile('AAECAw==', 'en').type.ext).toBe('bin');
  });

  it('encodes a file as Base64 or a data URL', () => {
    const bytes = Uint8Array.from([0xfb, 0xff]);
    expect(encodeFile(bytes, 'image/png', { ...o, dataUrl: true })).toBe('data:image/png;base64,+/8=');
    expect(encodeFile(bytes, '', { ...o, dataUrl: false, urlSafe: true })).toBe('-_8');
  });
});
