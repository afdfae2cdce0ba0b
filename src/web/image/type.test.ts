import { describe, expect, it } from 'vitest';
import { detectImageType, extensionOf, imageInfo, imageTypeFromName, inspectImage, isImageName } from './type.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const SAMPLES = {
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  avif: bytes([0, 0, 0, 0x20], 'ftypavif', [0, 0, 0, 0]),
  jxl: bytes([0xff, 0x0a, 0xfa]),
  jxlContainer: bytes([0, 0, 0, 0x0c], 'JXL ', [0x0d, 0x0a, 0x87, 0x0a]),
  wp2: bytes([0xf4, 0xff, 0x6f, 0x01]),
  bmp: bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]),
};

describe('image type by extension', () => {
  it('maps every supported extension', () => {
    expect(
      ['a.avif', 'a.gif', 'a.jpg', 'a.jpeg', 'a.png', 'a.jxl', 'a.webp', 'a.wp2', 'a.bmp'].map(imageTypeFromName),
    ).toEqual(['avif', 'gif', 'jpeg', 'jpeg', 'png', 'jxl', 'webp', 'wp2', 'bmp']);
  });
  it('is case-insensitive and uses the last extension', () => {
    expect(imageTypeFromName('PHOTO.JPG')).toBe('jpeg');
    expect(imageTypeFromName('archive.png.zip')).toBeNull();
  });
  it('anything else is not an image', () => {
    for (const name of ['a.svg', 'a.heic', 'a.tiff', 'a.pdf', 'png', '.png', 'noext', 'dir.png/file'])
      expect(isImageName(name)).toBe(false);
  });
  it('extensionOf ignores folders', () => {
    expect(extensionOf('a.b/c')).toBe('');
    expect(extensionOf('x/y.WebP')).toBe('webp');
  });
});

describe('image type by content', () => {
  it('detects each format by its magic bytes', () => {
    expect(detectImageType(SAMPLES.png)).toBe('png');
    expect(detectImageType(SAMPLES.jpeg)).toBe('jpeg');
    expect(detectImageType(SAMPLES.gif)).toBe('gif');
    expect(detectImageType(SAMPLES.webp)).toBe('webp');
    expect(detectImageType(SAMPLES.avif)).toBe('avif');
    expect(detectImageType(SAMPLES.jxl)).toBe('jxl');
    expect(detectImageType(SAMPLES.jxlContainer)).toBe('jxl');
    expect(detectImageType(SAMPLES.wp2)).toBe('wp2');
    expect(detectImageType(SAMPLES.bmp)).toBe('bmp');
  });
  it('is unknown when nothing matches (text, empty, truncated signatures)', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('unknown');
    expect(detectImageType(new Uint8Array())).toBe('unknown');
    expect(detectImageType(SAMPLES.png.slice(0, 4))).toBe('unknown');
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('unknown');
  });
});

describe('content against extension', () => {
  it('content that contradicts the extension wins', () => {
    expect(imageInfo('photo.png', SAMPLES.jpeg)).toEqual({
      isImage: true,
      claimed: 'png',
      detected: 'jpeg',
      type: 'jpeg',
    });
  });
  it('undetected content keeps the extension type; a PNG is known by its extension', () => {
    expect(imageInfo('a.png', new Uint8Array([1, 2, 3]))).toEqual({
      isImage: true,
      claimed: 'png',
      detected: 'unknown',
      type: 'png',
    });
  });
  it('image content under a non-image name is not an image', () => {
    expect(imageInfo('a.txt', SAMPLES.png)).toEqual({ isImage: false, claimed: null, detected: 'png', type: null });
  });
  it('inspectImage reads the first bytes of a File', async () => {
    const f = new File([SAMPLES.gif, new Uint8Array(100)], 'x.jpg');
    expect(await inspectImage(f)).toMatchObject({ isImage: true, claimed: 'jpeg', detected: 'gif', type: 'gif' });
  });
});
