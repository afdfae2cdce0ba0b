import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractExif, insertExif, jpegSegments, readOrientation, resetOrientation } from './exif.js';

const photo = (orientation?: number) => {
  const s = sharp({ create: { width: 40, height: 20, channels: 3, background: '#c84' } }).jpeg();
  return (orientation ? s.withMetadata({ orientation }) : s).toBuffer().then((b) => new Uint8Array(b));
};

/** A big-endian ("MM") Exif segment with IFD0 holding only the orientation. */
function motorolaSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 255, ...body]);
}

describe('EXIF', () => {
  it('extracts the APP1 segment and reads the orientation (little-endian, from libvips)', async () => {
    const segment = extractExif(await photo(6));
    expect(segment).not.toBeNull();
    expect([segment![0], segment![1]]).toEqual([0xff, 0xe1]);
    expect(readOrientation(segment!)).toBe(6);
  });
  it('reads and resets a big-endian orientation', () => {
    const segment = motorolaSegment(8);
    expect(readOrientation(segment)).toBe(8);
    expect(readOrientation(resetOrientation(segment))).toBe(1);
    expect(readOrientation(segment)).toBe(8); // the input is not changed
  });
  it('a JPEG without EXIF gives null', async () => {
    expect(extractExif(await photo())).toBeNull();
  });
  it('inserts the segment right after SOI when there is no JFIF header', async () => {
    const target = await photo();
    const out = insertExif(target, motorolaSegment(1));
    expect(jpegSegments(out)[0].marker).toBe(0xe1);
    expect((await sharp(out).metadata()).orientation).toBe(1);
  });
  it('inserts the segment with orientation 1 after JFIF; the result decodes and reports it', async () => {
    const segment = resetOrientation(extractExif(await photo(6))!);
    const plain = await photo();
    const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const target = new Uint8Array([0xff, 0xd8, ...jfif, ...plain.subarray(2)]);
    const out = insertExif(target, segment);
    expect(out.length).toBe(target.length + segment.length);
    const segments = jpegSegments(out);
    expect(segments[0].marker).toBe(0xe0);
    expect(segments[1].marker).toBe(0xe1);
    const meta = await sharp(out).metadata();
    expect(meta.orientation).toBe(1);
    expect(meta.width).toBe(40);
    const { info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(40);
  });
  it('replaces an Exif segment the target already has', async () => {
    const target = await photo(3);
    const out = insertExif(target, motorolaSegment(1));
    expect(jpegSegments(out).filter((s) => s.marker === 0xe1)).toHaveLength(1);
    expect(readOrientation(extractExif(out)!)).toBe(1);
  });
});
