import { describe, expect, it } from 'vitest';
import { digestRows, hashChunks, hashText, matchChecksum, md5Short, rowsText, type Algorithm } from './hashing.js';

async function digest(text: string, algorithm: Algorithm, key: string | null = null): Promise<string> {
  return (await hashText(text, key)).find((d) => d.algorithm === algorithm)!.hex;
}

describe('standard test vectors', () => {
  it.each<[Algorithm, string, string]>([
    // RFC 1321 appendix A.5
    ['MD5', '', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['MD5', 'abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['MD5', 'message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    [
      'MD5',
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
    // FIPS 180 examples
    ['SHA-1', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['SHA-1', 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
    ['SHA-256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['SHA-256', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    [
      'SHA-384',
      'abc',
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    ],
    [
      'SHA-512',
      'abc',
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    ],
    // FIPS 202
    ['SHA3-256', 'abc', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
    // GB/T 32905-2016 examples 1 and 2
    ['SM3', 'abc', '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0'],
    ['SM3', 'abcd'.repeat(16), 'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732'],
    // CRC-32 check value
    ['CRC32', '123456789', 'cbf43926'],
  ])('%s(%j)', async (algorithm, text, hex) => {
    expect(await digest(text, algorithm)).toBe(hex);
  });

  it.each<[Algorithm, string, string, string]>([
    // RFC 2104 / RFC 2202 / RFC 4231 test case 2
    ['MD5', 'Jefe', 'what do ya want for nothing?', '750c783e6ab0b503eaa86e310a5db738'],
    ['SHA-1', 'Jefe', 'what do ya want for nothing?', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    [
      'SHA-256',
      'Jefe',
      'what do ya want for nothing?',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
  ])('HMAC-%s', async (algorithm, key, text, hex) => {
    expect(await digest(text, algorithm, key)).toBe(hex);
  });

  it('HMAC leaves out CRC32', async () => {
    expect((await hashText('x', 'k')).map((d) => d.algorithm)).not.toContain('CRC32');
  });
});

describe('streaming', () => {
  it('a million "a" in uneven chunks equals the published digests', async () => {
    const chunks: Uint8Array[] = [];
    let left = 1_000_000;
    for (let size = 1; left > 0; size = (size * 7) % 65_537) {
      const n = Math.min(left, size || 1);
      chunks.push(new Uint8Array(n).fill(0x61));
      left -= n;
    }
    const digests = await hashChunks(chunks, null);
    const get = (a: Algorithm) => digests.find((d) => d.algorithm === a)!.hex;
    expect(get('MD5')).toBe('7707d6ae4e027c70eea2a935c2296f21');
    expect(get('SHA-1')).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
    expect(get('SHA-256')).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('text is UTF-8 (Chinese, emoji, CRLF)', async () => {
    expect(await digest('中文😀\r\n', 'MD5')).toBe(await digest('\u4e2d\u6587\ud83d\ude00\r\n', 'MD5'));
    expect(await digest('中文', 'MD5')).toBe('a7bac2239fcdcb3a067903d8077c4a07');
  });
});

describe('rows and checksums', () => {
  const rows = digestRows(
    [
      { algorithm: 'MD5', hex: 'e10adc3949ba59abbe56e057f20f883e' },
      { algorithm: 'SHA-1', hex: '7c4a8d09ca3762af61e59520943dc26494f8941b' },
    ],
    true,
    'MD5 (16)',
  );
  it('adds the 16-character MD5 and upper-cases', () => {
    expect(rows).toEqual([
      { label: 'MD5', value: 'E10ADC3949BA59ABBE56E057F20F883E' },
      { label: 'MD5 (16)', value: '49BA59ABBE56E057' },
      { label: 'SHA-1', value: '7C4A8D09CA3762AF61E59520943DC26494F8941B' },
    ]);
    expect(md5Short('e10adc3949ba59abbe56e057f20f883e')).toBe('49ba59abbe56e057');
    expect(rowsText(rows)).toBe(
      'MD5       E10ADC3949BA59ABBE56E057F20F883E\nMD5 (16)  49BA59ABBE56E057\nSHA-1     7C4A8D09CA3762AF61E59520943DC26494F8941B',
    );
  });
  it.each([
    ['e10adc3949ba59abbe56e057f20f883e', 'MD5'],
    [' SHA1: 7C4A 8D09 CA37 62AF 61E5 9520 943D C264 94F8 941B ', 'SHA-1'],
    ['49ba59abbe56e057', 'MD5 (16)'],
    ['deadbeef', null],
    ['not hex', null],
  ])('%j matches %s', (expected, label) => {
    expect(matchChecksum(rows, expected)).toBe(label);
  });
});
