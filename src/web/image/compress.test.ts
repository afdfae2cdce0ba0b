import { describe, expect, it, vi } from 'vitest';
import { compressForUpload, keepSmaller, UPLOAD_QUALITY, uploadTargetType, withExtension } from './compress.js';
import { DEFAULT_IMAGE_OPTIONS } from './codec.js';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const fileOf = (head: number[], size: number, name: string, type: string) =>
  new File([new Uint8Array(head), new Uint8Array(size - head.length)], name, { type, lastModified: 1234 });

describe('compression constants', () => {
  it('upload widget: quality 0.3; general helper: quality 0.5, JPEG', () => {
    expect(UPLOAD_QUALITY).toBe(0.3);
    expect(DEFAULT_IMAGE_OPTIONS).toEqual({ quality: 0.5, type: 'image/jpeg' });
  });
  it('PNG stays PNG, everything else becomes JPEG', () => {
    expect(uploadTargetType('png')).toBe('image/png');
    for (const t of ['jpeg', 'webp', 'gif', 'bmp', 'avif'] as const) expect(uploadTargetType(t)).toBe('image/jpeg');
  });
  it('renames the extension to the output type', () => {
    expect(withExtension('a.webp', 'image/jpeg')).toBe('a.jpg');
    expect(withExtension('a.b.png', 'image/png')).toBe('a.b.png');
    expect(withExtension('noext', 'image/jpeg')).toBe('noext.jpg');
  });
});

describe('keepSmaller', () => {
  const original = new Blob([new Uint8Array(100)]);
  it('a result bigger than the original is discarded', () => {
    expect(keepSmaller(original, new Blob([new Uint8Array(101)]))).toBe(original);
  });
  it('a result as big as the original is discarded too', () => {
    expect(keepSmaller(original, new Blob([new Uint8Array(100)]))).toBe(original);
  });
  it('a smaller result is kept', () => {
    const small = new Blob([new Uint8Array(10)]);
    expect(keepSmaller(original, small)).toBe(small);
  });
  it('no result (decode failed) keeps the original', () => {
    expect(keepSmaller(original, null)).toBe(original);
  });
});

describe('compressForUpload', () => {
  it('compresses a PNG to PNG at quality 0.3 and keeps name, type and lastModified', async () => {
    const transcode = vi.fn(async () => new Blob([new Uint8Array(50)], { type: 'image/png' }));
    const out = await compressForUpload(fileOf(PNG_HEAD, 1000, 'shot.png', 'image/png'), transcode);
    expect(transcode).toHaveBeenCalledWith(expect.any(File), { type: 'image/png', quality: 0.3 });
    expect(out).toMatchObject({ name: 'shot.png', type: 'image/png', size: 50, lastModified: 1234 });
  });
  it('turns a WebP into a JPEG', async () => {
    const transcode = vi.fn(async () => new Blob([new Uint8Array(50)], { type: 'image/jpeg' }));
    const out = await compressForUpload(
      fileOf(
        [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)),
        1000,
        'a.webp',
        'image/webp',
      ),
      transcode,
    );
    expect(transcode).toHaveBeenCalledWith(expect.any(File), { type: 'image/jpeg', quality: 0.3 });
    expect(out).toMatchObject({ name: 'a.jpg', type: 'image/jpeg', size: 50 });
  });
  it('judges by content: a PNG named .jpg stays PNG', async () => {
    const transcode = vi.fn(async () => new Blob([new Uint8Array(50)], { type: 'image/png' }));
    const out = await compressForUpload(fileOf(PNG_HEAD, 1000, 'wrong.jpg', 'image/jpeg'), transcode);
    expect(transcode).toHaveBeenCalledWith(expect.any(File), { type: 'image/png', quality: 0.3 });
    expect(out.name).toBe('wrong.png');
  });
  it('returns the original when the result is bigger', async () => {
    const original = fileOf(JPEG_HEAD, 1000, 'a.jpg', 'image/jpeg');
    expect(await compressForUpload(original, async () => new Blob([new Uint8Array(2000)]))).toBe(original);
  });
  it('returns the original when decoding fails or encoding throws', async () => {
    const original = fileOf(JPEG_HEAD, 1000, 'a.jpg', 'image/jpeg');
    expect(await compressForUpload(original, async () => null)).toBe(original);
    expect(
      await compressForUpload(original, async () => {
        throw new Error('Encoding failed');
      }),
    ).toBe(original);
  });
  it('leaves files that are not images alone', async () => {
    const transcode = vi.fn();
    const pdf = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
    expect(await compressForUpload(pdf, transcode)).toBe(pdf);
    expect(transcode).not.toHaveBeenCalled();
  });
});
