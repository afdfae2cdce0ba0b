import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  containsMarkup,
  contentDisposition,
  looksLikeMarkup,
  mpegFrameLength,
  safeFileName,
  sniffContent,
} from './sniff.js';
import { readDimensions } from '../../common/image-format.js';

const enc = (s: string) => new TextEncoder().encode(s);
const image = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 30, b: 90, alpha: 0.5 } } });

describe('image dimensions from real files', () => {
  const cases: [string, () => Promise<Buffer>, string][] = [
    ['png', () => image(321, 123).png().toBuffer(), 'png'],
    ['jpeg', () => image(321, 123).jpeg().toBuffer(), 'jpeg'],
    [
      'jpeg with EXIF',
      () =>
        image(321, 123)
          .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(2000) } } })
          .jpeg()
          .toBuffer(),
      'jpeg',
    ],
    ['gif', () => image(321, 123).gif().toBuffer(), 'gif'],
    ['webp lossy (VP8)', () => image(321, 123).webp({ quality: 50 }).toBuffer(), 'webp'],
    ['webp lossless (VP8L)', () => image(321, 123).webp({ lossless: true }).toBuffer(), 'webp'],
    ['webp with alpha (VP8X)', () => image(321, 123, true).webp({ quality: 50 }).toBuffer(), 'webp'],
    ['avif', () => image(321, 123).avif({ quality: 40 }).toBuffer(), 'avif'],
  ];
  it.each(cases)('%s', async (_name, make, type) => {
    const bytes = new Uint8Array(await make());
    const sniffed = sniffContent(bytes);
    expect(sniffed?.image).toBe(type);
    expect(sniffed?.inline).toBe(true);
    expect(readDimensions(sniffed!.image!, bytes)).toEqual({ width: 321, height: 123 });
  });
  it('bmp (both header kinds)', () => {
    const bmp = new Uint8Array(54);
    bmp.set(enc('BM'));
    bmp.set([40, 0, 0, 0, 0x41, 1, 0, 0, 0x85, 0xff, 0xff, 0xff], 14); // width 321, height -123 (top-down)
    expect(readDimensions('bmp', bmp)).toEqual({ width: 321, height: 123 });
    const core = new Uint8Array(26);
    core.set(enc('BM'));
    core.set([12, 0, 0, 0, 0x41, 1, 123, 0], 14);
    expect(readDimensions('bmp', core)).toEqual({ width: 321, height: 123 });
  });
  it('a truncated header gives null', () => {
    expect(readDimensions('png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readDimensions('jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    expect(readDimensions('webp', enc('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(readDimensions('avif', enc('\0\0\0\x20ftypavif'))).toBeNull();
  });
});

describe('content types', () => {
  it('recognises documents and audio by content', () => {
    expect(sniffContent(enc('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(sniffContent(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))?.mime).toBe('application/zip');
    expect(sniffContent(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))?.ext).toBe('ole');
    expect(sniffContent(enc('RIFF\0\0\0\0WAVEfmt '))?.mime).toBe('audio/wav');
    expect(sniffContent(mp3(3))?.mime).toBe('audio/mpeg');
    expect(sniffContent(enc('OggS\0'))?.mime).toBe('audio/ogg');
    expect(sniffContent(enc('\0\0\0\x20ftypM4A \0'))?.ext).toBe('m4a');
  });
  it('documents and audio are never inline', () => {
    for (const b of [enc('%PDF-1.7'), enc('RIFF\0\0\0\0WAVE'), enc('plain text')])
      expect(sniffContent(b)?.inline).toBe(false);
  });
  it('plain UTF-8 text is text/plain; markup and binary are refused', () => {
    expect(sniffContent(enc('你好，world\n'))?.mime).toBe('text/plain; charset=utf-8');
    expect(sniffContent(enc('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffContent(enc('  <svg onload=alert(1)>'))).toBeNull();
    expect(sniffContent(enc('text then <script>x</script>'))).toBeNull();
    expect(sniffContent(new Uint8Array([1, 2, 0, 4]))).toBeNull();
    expect(sniffContent(new Uint8Array([0xc3, 0x28]))).toBeNull();
  });
  it('looksLikeMarkup sees through a BOM and whitespace', () => {
    expect(looksLikeMarkup(enc('\uFEFF\n  <p>'))).toBe(true);
    expect(looksLikeMarkup(enc('a < b and c > d'))).toBe(false);
  });
});

/** MPEG-1 layer III frames, 128 kbit/s at 44.1 kHz (417 bytes each), after an optional ID3v2 tag. */
function mp3(frames: number, id3 = false): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const tag = id3 ? [...enc('ID3'), 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5] : [];
  const out = new Uint8Array(tag.length + frames * 417);
  out.set(tag);
  for (let i = 0; i < frames; i++) out.set(frame, tag.length + i * 417);
  return out;
}
const utf16 = (text: string, order: 'le' | 'be') => {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out.set(order === 'le' ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff], 2 + i * 2);
  }
  return out;
};

describe('MP3 typing (defect 7: any FF Ex/FF Fx start was audio/mpeg)', () => {
  it('frame lengths follow the header', () => {
    expect(mpegFrameLength(new Uint8Array([0xff, 0xfb, 0x90, 0x44]), 0)).toBe(417);
    expect(mpegFrameLength(new Uint8Array([0xff, 0xfb, 0x92, 0x44]), 0)).toBe(418); // padded
    expect(mpegFrameLength(new Uint8Array([0xff, 0xf3, 0x90, 0x44]), 0)).toBe(261); // MPEG-2 layer III, 80 kbit/s at 22.05 kHz
    expect(mpegFrameLength(new Uint8Array([0xff, 0xfb, 0xf0, 0x44]), 0)).toBe(0); // bitrate index 15
    expect(mpegFrameLength(new Uint8Array([0xff, 0xfb, 0x9c, 0x44]), 0)).toBe(0); // sample-rate index 3
    expect(mpegFrameLength(new Uint8Array([0xff, 0xe9, 0x90, 0x44]), 0)).toBe(0); // version "reserved"
  });
  it.each([
    ['three frames', true, mp3(3)],
    ['one whole frame', true, mp3(1)],
    ['an ID3 tag then frames', true, mp3(3, true)],
    ['two frames and an ID3v1 tag', true, new Uint8Array([...mp3(2), ...enc('TAG'), ...new Uint8Array(125)])],
    ['one header and garbage', false, new Uint8Array([0xff, 0xfb, 0x90, 0x44, ...enc('x'.repeat(1000))])],
    ['an ID3 tag alone', false, enc('ID3\x04\0\0\0\0\0\0')],
    [
      'an ID3 tag then HTML',
      false,
      new Uint8Array([...enc('ID3\x04\0\0\0\0\0\0'), ...enc('<html><script>x</script>')]),
    ],
    ['UTF-16LE HTML', false, utf16('<html><script>alert(1)</script></html>', 'le')],
    ['UTF-16BE HTML', false, utf16('<html><script>alert(1)</script></html>', 'be')],
    ['FF FB and four bytes', false, new Uint8Array([0xff, 0xfb, 0x90, 0x64])],
  ])('%s: audio/mpeg is %s', (_name, ok, bytes) => {
    expect(sniffContent(bytes)?.mime === 'audio/mpeg').toBe(ok);
  });
});

describe('markup in binary types is refused', () => {
  it.each([
    ['GIF with HTML', enc('GIF89a\x01\0\x01\0<html><script>alert(1)</script>')],
    ['PDF with a script tag', enc('%PDF-1.7\n<script>alert(1)</script>')],
    ['zip with an iframe', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...enc('<iframe src=x>')])],
    ['WAV with SVG', enc('RIFF\0\0\0\0WAVEfmt <svg onload=alert(1)>')],
    [
      'MP3 frames with HTML inside',
      (() => {
        const b = mp3(3);
        b.set(enc('<html><body>'), 10);
        return b;
      })(),
    ],
  ])('%s', (_name, bytes) => {
    expect(containsMarkup(bytes)).toBe(true);
    expect(sniffContent(bytes)).toBeNull();
  });
  it('leaves real files alone', async () => {
    const jpeg = new Uint8Array(
      await image(64, 64)
        .withMetadata({ exif: { IFD0: { Copyright: 'a < b > c' } } })
        .jpeg()
        .toBuffer(),
    );
    expect(sniffContent(jpeg)?.mime).toBe('image/jpeg');
    expect(sniffContent(enc('%PDF-1.7\n%âãÏÓ\n1 0 obj <</Type /Catalog>>'))?.mime).toBe('application/pdf');
  });
});

describe('names', () => {
  it('refuses path separators, "..", control characters, empty and very long names', () => {
    for (const bad of ['../a.png', 'a/b', 'a\\b', '/etc/passwd', '..', 'a\u0000b', 'a\nb', '', '   ', 'x'.repeat(201)])
      expect(safeFileName(bad)).toBeNull();
    expect(safeFileName(' 我的 照片.jpg ')).toBe('我的 照片.jpg');
  });
  it('Content-Disposition has an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '报告 "final";.pdf')).toBe(
      `attachment; filename="__ _final__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%22final%22%3B.pdf`,
    );
  });
});
