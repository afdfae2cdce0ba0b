import { describe, expect, it, vi } from 'vitest';
import type { ReadResult } from 'zxing-wasm/reader';
import { BASE_OPTIONS, decodeQr, distinctCodes, PASSES, type Reader } from './decode.js';
import { makePixels } from './pixels.js';
import { qrPixels, sideBySide, zxingReader } from './testing.js';

const result = (text: string, isValid = true, format = 'QRCode') =>
  ({ text, isValid, format }) as unknown as ReadResult;

describe('decodeQr with ZXing-C++', () => {
  it('reads a QR code', async () => {
    const out = await decodeQr(qrPixels('https://example.com/a?b=1'), zxingReader);
    expect(out).toEqual({ codes: [{ text: 'https://example.com/a?b=1', format: 'QRCode' }], pass: 'original' });
  });
  it('keeps Chinese text and control characters as encoded', async () => {
    const text = '二维码扫描\tline\nGS\u001dend';
    expect((await decodeQr(qrPixels(text), zxingReader)).codes.map((c) => c.text)).toEqual([text]);
  });
  it('reads every code in an image', async () => {
    const out = await decodeQr(sideBySide(qrPixels('first'), qrPixels('second')), zxingReader);
    expect(out.codes.map((c) => c.text).sort()).toEqual(['first', 'second']);
  });
  it('finds nothing in an image without a code, after trying every pass', async () => {
    const blank = makePixels(300, 300);
    blank.data.fill(200);
    const read = vi.fn(zxingReader);
    expect(await decodeQr(blank, read)).toEqual({ codes: [], pass: null });
    expect(read).toHaveBeenCalledTimes(PASSES.length);
  });
  it('reads a faint, low-contrast code', async () => {
    const out = await decodeQr(qrPixels('faint', { dark: 150, light: 175 }), zxingReader);
    expect(out.codes.map((c) => c.text)).toEqual(['faint']);
  });
});

describe('decode strategy', () => {
  it('the first pass is ZXing with try-harder, rotations, inversion, plain text, QR formats only', () => {
    expect(PASSES[0]).toMatchObject({ name: 'original', options: BASE_OPTIONS });
    expect(BASE_OPTIONS).toMatchObject({
      tryHarder: true,
      tryRotate: true,
      tryInvert: true,
      textMode: 'Plain',
      formats: ['QRCode', 'MicroQRCode', 'rMQRCode'],
    });
  });
  it('stops at the first pass that finds a code', async () => {
    const read: Reader = vi.fn(async (_img, options) =>
      options.binarizer === 'GlobalHistogram' ? [result('found')] : [],
    );
    const out = await decodeQr(qrPixels('x'), read);
    expect(out).toEqual({ codes: [{ text: 'found', format: 'QRCode' }], pass: 'global-threshold' });
    expect(read).toHaveBeenCalledTimes(2);
  });
  it('retries on a half-size copy of a big image and a double-size copy of a small one', async () => {
    const sizes: number[] = [];
    const read: Reader = async (img) => {
      sizes.push(img.width);
      return [];
    };
    await decodeQr(makePixels(1000, 800), read);
    expect(sizes).toContain(500);
    expect(sizes).not.toContain(2000);
    sizes.length = 0;
    await decodeQr(makePixels(100, 100), read);
    expect(sizes).toContain(200);
    expect(sizes).not.toContain(50);
  });
  it('drops invalid symbols and repeats', () => {
    expect(
      distinctCodes([result('a'), result('bad', false), result('a'), result('a', true, 'MicroQRCode'), result('b')]),
    ).toEqual([
      { text: 'a', format: 'QRCode' },
      { text: 'a', format: 'MicroQRCode' },
      { text: 'b', format: 'QRCode' },
    ]);
  });
  it('lets an engine error through (the page shows 识别出错。)', async () => {
    await expect(decodeQr(makePixels(10, 10), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
