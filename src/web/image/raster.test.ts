import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blobToDataUrl,
  context2d,
  decodeBitmap,
  encodeCanvas,
  fitWithin,
  makeCanvas,
  type AnyCanvas,
} from './raster.js';
import { transcodeHere } from './transcode.js';

afterEach(() => vi.unstubAllGlobals());

const fakeCanvas = (convertToBlob: () => Promise<Blob | null>) =>
  ({ convertToBlob, getContext: () => null }) as unknown as AnyCanvas;

describe('image helper errors', () => {
  it("a canvas without a 2D context throws 'Canvas not initialized'", () => {
    expect(() => context2d(null)).toThrow(new Error('Canvas not initialized'));
    expect(() => context2d(fakeCanvas(async () => null))).toThrow(new Error('Canvas not initialized'));
  });
  it("no canvas at all (no OffscreenCanvas, no document) throws 'Canvas not initialized'", () => {
    expect(() => makeCanvas(10, 10)).toThrow(new Error('Canvas not initialized'));
  });
  it("encoding that yields nothing, throws, or another format throws 'Encoding failed'", async () => {
    await expect(
      encodeCanvas(
        fakeCanvas(async () => null),
        'image/jpeg',
        0.5,
      ),
    ).rejects.toThrow(new Error('Encoding failed'));
    await expect(
      encodeCanvas(
        fakeCanvas(async () => Promise.reject(new Error('x'))),
        'image/jpeg',
        0.5,
      ),
    ).rejects.toThrow(new Error('Encoding failed'));
    await expect(
      encodeCanvas(
        fakeCanvas(async () => new Blob(['x'], { type: 'image/png' })),
        'image/webp',
        0.5,
      ),
    ).rejects.toThrow(new Error('Encoding failed'));
    const ok = new Blob(['x'], { type: 'image/jpeg' });
    await expect(
      encodeCanvas(
        fakeCanvas(async () => ok),
        'image/jpeg',
        0.5,
      ),
    ).resolves.toBe(ok);
  });
  it("a failing read throws 'Data URL reading failed'", async () => {
    class BrokenReader {
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      result = null;
      readAsDataURL() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('FileReader', BrokenReader);
    await expect(blobToDataUrl(new Blob(['x']))).rejects.toThrow(new Error('Data URL reading failed'));
  });
  it('a working read gives a data URL', async () => {
    class Reader {
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      result: string | null = null;
      readAsDataURL() {
        this.result = 'data:text/plain;base64,eA==';
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('FileReader', Reader);
    await expect(blobToDataUrl(new Blob(['x']))).resolves.toBe('data:text/plain;base64,eA==');
  });
  it('a failed decode yields null', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    expect(await decodeBitmap(new Blob(['not an image']))).toBeNull();
    expect(await transcodeHere(new Blob(['not an image']), { type: 'image/jpeg', quality: 0.5 })).toBeNull();
  });
});

describe('fitWithin', () => {
  it('scales the long side down to the limit and keeps the ratio', () => {
    expect(fitWithin(8000, 6000, 4000)).toEqual({ width: 4000, height: 3000 });
    expect(fitWithin(100, 50, 4000)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(10000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});
