import { describe, expect, it } from 'vitest';
import {
  Base64Error,
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Decode,
  utf8Encode,
  type Base64Problem,
} from './bytes.js';

const ascii = (s: string) => utf8Encode(s);

describe('Base64 (RFC 4648 §10 test vectors)', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('%j ↔ %s', (plain, encoded) => {
    expect(bytesToBase64(ascii(plain))).toBe(encoded);
    expect(utf8Decode(base64ToBytes(encoded))).toBe(plain);
  });
});

describe('bytesToBase64', () => {
  const bytes = Uint8Array.from([0xfb, 0xff, 0xfe, 0x3e]);
  it.each([
    [{}, '+//+Pg=='],
    [{ urlSafe: true }, '-__-Pg=='],
    [{ urlSafe: true, pad: false }, '-__-Pg'],
  ])('%j', (options, expected) => {
    expect(bytesToBase64(bytes, options)).toBe(expected);
  });
  it('wraps MIME lines', () => {
    const text = bytesToBase64(new Uint8Array(100), { lineLength: 76 });
    expect(text.split('\n').map((l) => l.length)).toEqual([76, 60]);
  });
  it('UTF-8 text with Chinese and emoji', () => {
    expect(bytesToBase64(utf8Encode('中文😀'))).toBe('5Lit5paH8J+YgA==');
  });
  it('agrees with Node on 1 MB of every byte value', () => {
    const big = Uint8Array.from({ length: (1 << 20) + 2 }, (_, i) => (i * 7) & 255);
    const encoded = bytesToBase64(big);
    expect(encoded).toBe(Buffer.from(big).toString('base64'));
    expect(Buffer.from(base64ToBytes(encoded)).equals(Buffer.from(big))).toBe(true);
  });
});

describe('base64ToBytes', () => {
  it.each([
    ['URL-safe without padding', '-__-Pg', [0xfb, 0xff, 0xfe, 0x3e]],
    ['line breaks and CRLF ignored', 'Zm9v\r\nYmFy\n', [...ascii('foobar')]],
    ['data URL prefix', 'data:text/plain;base64,Zm9v', [...ascii('foo')]],
  ])('%s', (_, text, bytes) => {
    expect([...base64ToBytes(text)]).toEqual(bytes);
  });
  it.each<[string, string, Base64Problem]>([
    ['a bad character, with its place', 'Zm9v*mFy', { kind: 'badChar', char: '*', index: 4 }],
    ['an emoji', 'Zm9v😀', { kind: 'badChar', char: '😀', index: 4 }],
    ['Chinese text', '你好', { kind: 'badChar', char: '你', index: 0 }],
    ['data after padding', 'Zg==Zg==', { kind: 'badPadding', index: 2 }],
    ['a length that cannot be Base64', 'Zm9vY', { kind: 'badLength' }],
  ])('refuses %s', (_, text, problem) => {
    expect(() => base64ToBytes(text)).toThrow(Base64Error);
    try {
      base64ToBytes(text);
    } catch (e) {
      expect((e as Base64Error).problem).toEqual(problem);
    }
  });
});

describe('UTF-8 and hex', () => {
  it('utf8Decode refuses invalid UTF-8 and keeps a BOM', () => {
    expect(utf8Decode(Uint8Array.from([0xff, 0xfe]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('\ufeffA');
  });
  it.each([
    ['e4b8ad', [0xe4, 0xb8, 0xad]],
    ['E4 B8 AD', [0xe4, 0xb8, 0xad]],
    ['0xe4,0xb8', [0xe4, 0xb8]],
    ['', []],
  ])('hexToBytes(%j)', (text, bytes) => {
    expect([...hexToBytes(text)!]).toEqual(bytes);
  });
  it.each(['abc', 'zz', '中'])('hexToBytes refuses %j', (text) => {
    expect(hexToBytes(text)).toBeNull();
  });
  it('bytesToHex and concatBytes', () => {
    expect(bytesToHex(Uint8Array.from([0, 15, 255]), ' ')).toBe('00 0f ff');
    expect([...concatBytes(Uint8Array.of(1), new Uint8Array(), Uint8Array.of(2, 3))]).toEqual([1, 2, 3]);
  });
});
