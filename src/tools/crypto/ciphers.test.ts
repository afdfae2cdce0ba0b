import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, concatBytes, hexToBytes } from '../../common/bytes.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { CRYPTOJS_SAMPLE, runCipher, type Options } from './ciphers.js';

const HEX: Options = {
  direction: 'encrypt',
  algorithm: 'aes',
  mode: 'cbc',
  padding: 'none',
  keyMode: 'raw',
  keyEncoding: 'hex',
  ivEncoding: 'hex',
  plainEncoding: 'hex',
  cipherEncoding: 'hex',
};

const NIST_KEY = '2b7e151628aed2a6abf7158809cf4f3c';
const NIST_IV = '000102030405060708090a0b0c0d0e0f';
const NIST_PLAIN = '6bc1bee22e409f96e93d7e117393172a';

/** name, options, key, iv, plaintext, ciphertext (all hex). */
const VECTORS: [string, Partial<Options>, string, string, string, string][] = [
  // NIST SP 800-38A, appendix F (first block of each example).
  ['AES-128-ECB (SP 800-38A F.1.1)', { mode: 'ecb' }, NIST_KEY, '', NIST_PLAIN, '3ad77bb40d7a3660a89ecaf32466ef97'],
  [
    'AES-256-ECB (F.1.5)',
    { mode: 'ecb' },
    '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4',
    '',
    NIST_PLAIN,
    'f3eed1bdb5d2a03c064b5a7e3db181f8',
  ],
  ['AES-128-CBC (F.2.1)', { mode: 'cbc' }, NIST_KEY, NIST_IV, NIST_PLAIN, '7649abac8119b246cee98e9b12e9197d'],
  ['AES-128-CFB128 (F.3.13)', { mode: 'cfb' }, NIST_KEY, NIST_IV, NIST_PLAIN, '3b3fd92eb72dad20333449f8e83cfb4a'],
  ['AES-128-OFB (F.4.1)', { mode: 'ofb' }, NIST_KEY, NIST_IV, NIST_PLAIN, '3b3fd92eb72dad20333449f8e83cfb4a'],
  [
    'AES-128-CTR (F.5.1)',
    { mode: 'ctr' },
    NIST_KEY,
    'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff',
    NIST_PLAIN,
    '874d6191b620e3261bef6864990db6ce',
  ],
  // The GCM paper's test case 2 (McGrew & Viega, as used in NIST's GCM validation): ciphertext then tag.
  [
    'AES-128-GCM (GCM spec test case 2)',
    { mode: 'gcm' },
    '00000000000000000000000000000000',
    '000000000000000000000000',
    '00000000000000000000000000000000',
    '0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b21257bddf',
  ],
  // GB/T 32907-2016 appendix A, example 1.
  [
    'SM4-ECB (GB/T 32907 A.1)',
    { algorithm: 'sm4', mode: 'ecb' },
    '0123456789abcdeffedcba9876543210',
    '',
    '0123456789abcdeffedcba9876543210',
    '681edf34d206965e86b3e94f536e4246',
  ],
  // The textbook DES example (Grabbe, "The DES Algorithm Illustrated").
  ['DES-ECB', { algorithm: 'des', mode: 'ecb' }, '133457799bbcdff1', '', '0123456789abcdef', '85e813540f0ab405'],
  // NIST SP 800-67 rev. 1, appendix B (TDEA, ECB).
  [
    '3DES-ECB (SP 800-67 B)',
    { algorithm: '3des', mode: 'ecb' },
    '0123456789abcdef23456789abcdef01456789abcdef0123',
    '',
    '54686520717566636b2062726f776e20666f78206a756d70',
    'a826fd8ce53b855fcce21c8112256fe668d5c05dd9b6b900',
  ],
  // RFC 6229: keystream of key 0x0102030405 (encrypting zeros gives the keystream).
  [
    'RC4 (RFC 6229, 40-bit key)',
    { algorithm: 'rc4' },
    '0102030405',
    '',
    '00'.repeat(16),
    'b2396305f03dc027ccc3524a0a1118a8',
  ],
];

describe('standard test vectors, both ways', () => {
  it.each(VECTORS)('%s', async (_, change, key, iv, plain, cipher) => {
    const o = { ...HEX, ...change };
    expect(await runCipher(plain, o, { key, iv }, 'en')).toBe(cipher);
    expect(await runCipher(cipher, { ...o, direction: 'decrypt' }, { key, iv }, 'en')).toBe(plain);
  });
});

const TEXT: Options = {
  ...HEX,
  padding: 'pkcs7',
  keyEncoding: 'utf8',
  ivEncoding: 'utf8',
  plainEncoding: 'utf8',
  cipherEncoding: 'base64',
};
const secrets = { key: '1234567890abcdef', iv: 'abcdef1234567890' };

describe('text round trips', () => {
  it.each([
    ['AES-CBC', {}],
    ['AES-ECB zero padding', { mode: 'ecb', padding: 'zero' }],
    ['AES-CTR', { mode: 'ctr' }],
    ['SM4-CBC', { algorithm: 'sm4' }],
    ['DES-CBC', { algorithm: 'des' }],
    ['3DES-CBC with a 16-byte key', { algorithm: '3des' }],
  ] as [string, Partial<Options>][])('%s', async (name, change) => {
    const o = { ...TEXT, ...change };
    const s =
      change.algorithm === 'des'
        ? { key: '12345678', iv: 'abcdefgh' }
        : change.algorithm === '3des'
          ? { key: secrets.key, iv: 'abcdefgh' }
          : secrets;
    for (const text of ['', '你好，世界 😀 𠮷', 'a\r\nb', 'x'.repeat(20_000)]) {
      // Zero padding has nothing to add to an empty text: there is no ciphertext to decrypt.
      if (text === '' && o.padding === 'zero') continue;
      const c = await runCipher(text, o, s, 'en');
      expect(await runCipher(c, { ...o, direction: 'decrypt' }, s, 'en'), `${name} ${text.slice(0, 10)}`).toBe(text);
    }
  });

  it('AES-CBC PKCS#7 matches OpenSSL and CryptoJS with the same key and IV', async () => {
    // echo -n hello | openssl enc -aes-128-cbc -K <hex of key> -iv <hex of iv> -base64
    // CryptoJS.AES.encrypt('hello', Utf8.parse(key), { iv: Utf8.parse(iv) }).toString() gives the same.
    expect(await runCipher('hello', TEXT, secrets, 'en')).toBe('lHmhQSLj/3y7tkoSCBhwmw==');
  });
});

describe('passphrase (OpenSSL EVP_BytesToKey, MD5)', () => {
  it('decrypts what `openssl enc -aes-256-cbc -md md5` wrote', async () => {
    // echo -n "hello 世界" | openssl enc -aes-256-cbc -md md5 -pass pass:secret -S 0102030405060708 -base64
    const body = base64ToBytes('bkCkOJgqdsTAAe7+3dfqIA==');
    const salted = concatBytes(new TextEncoder().encode('Salted__'), hexToBytes('0102030405060708')!, body);
    const o = { ...TEXT, keyMode: 'passphrase', direction: 'decrypt' } as Options;
    expect(await runCipher(bytesToBase64(salted), o, { key: 'secret', iv: '' }, 'en')).toBe('hello 世界');
  });
  it('decrypts what CryptoJS.AES.encrypt(text, passphrase) wrote', async () => {
    const o = { ...TEXT, keyMode: 'passphrase', direction: 'decrypt' } as Options;
    expect(await runCipher(CRYPTOJS_SAMPLE, o, { key: 'secret', iv: '' }, 'en')).toBe('你好，CryptoJS');
  });
  it('3DES from `openssl enc -des-ede3-cbc -md md5`', async () => {
    const body = base64ToBytes('OnrFL1NWqB69uSAhu2ybAw==');
    const salted = concatBytes(new TextEncoder().encode('Salted__'), hexToBytes('0102030405060708')!, body);
    const o = { ...TEXT, algorithm: '3des', keyMode: 'passphrase', direction: 'decrypt' } as Options;
    expect(await runCipher(bytesToBase64(salted), o, { key: 'secret', iv: '' }, 'en')).toBe('hello 世界');
  });
  it.each(['aes', 'des', '3des', 'rc4'] as const)('%s round trip, salted output', async (algorithm) => {
    const o = { ...TEXT, algorithm, keyMode: 'passphrase' } as Options;
    const c = await runCipher('口令 😀', o, { key: 'pw', iv: '' }, 'en');
    expect(c.startsWith('U2FsdGVkX1')).toBe(true);
    expect(await runCipher(c, { ...o, direction: 'decrypt' }, { key: 'pw', iv: '' }, 'en')).toBe('口令 😀');
  });
});

describe('bad input', () => {
  const dec = { ...TEXT, direction: 'decrypt' } as Options;
  it.each([
    ['no key', TEXT, { key: '', iv: secrets.iv }, 'x', 'Type a key'],
    [
      'short key',
      TEXT,
      { key: 'short', iv: secrets.iv },
      'x',
      'The key is 5 bytes; it must be 16 / 24 / 32 bytes (check the key format)',
    ],
    [
      'GCM 24-byte key',
      { ...TEXT, mode: 'gcm' },
      { key: 'x'.repeat(24), iv: 'x'.repeat(12) },
      'x',
      'The key is 24 bytes; it must be 16 / 32 bytes (check the key format)',
    ],
    [
      'short IV',
      TEXT,
      { key: secrets.key, iv: 'abc' },
      'x',
      'The IV is 3 bytes; it must be 16 bytes (check the IV format)',
    ],
    [
      'bad hex key',
      { ...TEXT, keyEncoding: 'hex' },
      { key: 'zz', iv: secrets.iv },
      'x',
      'Key is not valid hex: digits 0-9 and a-f, an even number of them',
    ],
    [
      'no padding, odd length',
      { ...TEXT, padding: 'none' },
      secrets,
      'abc',
      'Without padding the data must be a multiple of 16 bytes',
    ],
    ['bad Base64 ciphertext', dec, secrets, '%%%', 'The ciphertext is not valid Base64'],
    [
      'cut ciphertext',
      dec,
      secrets,
      'AAAA',
      'The ciphertext is not a multiple of 16 bytes: it is cut short or in another format',
    ],
    ['empty ciphertext', dec, secrets, '', 'Type the ciphertext'],
    [
      'wrong key',
      dec,
      { key: 'fedcba0987654321', iv: secrets.iv },
      'lHmhQSLj/3y7tkoSCBhwmw==',
      'Decryption failed: the padding check did not pass. The key, IV, mode or padding is probably wrong',
    ],
    [
      'not salted',
      { ...dec, keyMode: 'passphrase' },
      secrets,
      'lHmhQSLj/3y7tkoSCBhwmw==',
      'This is not passphrase ciphertext (it starts with "Salted__", in Base64 usually U2FsdGVkX1); if it was encrypted with a key as given, switch the key to "Key as given"',
    ],
  ] as [string, Options, { key: string; iv: string }, string, string][])('%s', async (_, o, s, text, message) => {
    await expect(runCipher(text, o, s, 'en')).rejects.toThrow(new InputError(message));
  });

  it('GCM: a changed byte fails authentication', async () => {
    const o = { ...TEXT, mode: 'gcm' } as Options;
    const s = { key: secrets.key, iv: '123456789012' };
    const c = base64ToBytes(await runCipher('secret', o, s, 'en'));
    c[0]! ^= 1;
    await expect(runCipher(bytesToBase64(c), { ...o, direction: 'decrypt' }, s, 'en')).rejects.toThrow(
      new InputError(
        'Decryption failed: GCM authentication did not pass. The key or IV is wrong, or the ciphertext was changed',
      ),
    );
  });

  it('non-UTF-8 result asks for hex', async () => {
    const o = { ...TEXT, padding: 'none', mode: 'ecb', direction: 'decrypt' } as Options;
    await expect(runCipher(bytesToBase64(new Uint8Array(16).fill(0xff)), o, secrets, 'en')).rejects.toThrow(
      /not UTF-8/,
    );
  });
});
