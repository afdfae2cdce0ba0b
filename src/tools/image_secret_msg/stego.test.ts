import { describe, expect, it } from 'vitest';
import { capacity, containerSize, embed, extract, pack, StegoError, unpack, type Rgba, type Secret } from './stego.js';

function noise(w: number, h: number, alpha = 255): Rgba {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([(i * 31) % 256, (i * 17) % 256, (i * 7) % 256, alpha], i * 4);
  return { data, width: w, height: h };
}

const SECRETS: [string, Secret, string][] = [
  ['Chinese text', { kind: 'text', text: '今晚七点，老地方见。🌙' }, ''],
  ['text with a password', { kind: 'text', text: 'the key is under the mat' }, '密码123'],
  ['a small file', { kind: 'file', name: '清单.txt', type: 'text/plain', bytes: new Uint8Array([1, 2, 3, 250]) }, ''],
  ['a file with a password', { kind: 'file', name: 'a.bin', type: '', bytes: new Uint8Array(300).fill(9) }, 'pw'],
];

describe('hiding and revealing', () => {
  it.each(SECRETS)('%s round-trips through the low bits', async (_, secret, password) => {
    const image = noise(64, 48);
    const hidden = embed(image, await pack(secret, password));
    // Only the lowest bit of any value changes.
    for (let i = 0; i < image.data.length; i++) expect(Math.abs(hidden.data[i] - image.data[i])).toBeLessThanOrEqual(1);
    expect(await unpack(extract(hidden), password)).toEqual(secret);
  });

  it.each([
    ['no password given', '', 'password'],
    ['the wrong password', 'nope', 'wrongPassword'],
  ])('a sealed message with %s says so', async (_, given, code) => {
    const hidden = embed(noise(40, 40), await pack({ kind: 'text', text: 'x' }, 'right'));
    await expect(unpack(extract(hidden), given)).rejects.toMatchObject({ code });
  });

  it('a picture without a message has none', () => expect(() => extract(noise(20, 20))).toThrow(StegoError));

  it('a changed bit (as lossy compression does) is caught', async () => {
    const hidden = embed(noise(40, 40), await pack({ kind: 'text', text: 'hello there' }));
    hidden.data[200] ^= 1;
    await expect(unpack(extract(hidden))).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('transparent pixels are skipped and alpha is never touched', async () => {
    const image = noise(30, 30);
    for (let i = 3; i < 400; i += 4) image.data[i] = 0;
    const hidden = embed(image, await pack({ kind: 'text', text: 'alpha' }));
    for (let i = 0; i < 400; i++) expect(hidden.data[i]).toBe(image.data[i]);
    expect(await unpack(extract(hidden))).toEqual({ kind: 'text', text: 'alpha' });
  });

  it.each([
    [10, 10, 255, 23],
    [10, 10, 0, 0],
    [100, 100, 255, 3736],
  ])('a %i×%i picture with alpha %i holds %i bytes', (w, h, a, n) => expect(capacity(noise(w, h, a))).toBe(n));

  it('a message bigger than the picture is refused', async () =>
    expect(() => embed(noise(8, 8), new Uint8Array(100))).toThrow(StegoError));

  it.each([
    [5, false, 19],
    [5, true, 63],
  ])('container of %i bytes (sealed %s) takes %i', (n, sealed, size) => expect(containerSize(n, sealed)).toBe(size));
});
