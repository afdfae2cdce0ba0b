/** Helpers for the image tools' browser tests: waiting for the batch, reading results, catching saves. */
export { chooseFiles, download, openTool, transferFiles, type FileSpec } from './support.js';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { detectImageType } from '../src/common/image-format.js';

/** Waits until the batch holds `count` items and none is waiting or working. */
export async function waitBatch(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const b = document.querySelector('[data-testid="batch"]');
      return (
        b !== null &&
        document.querySelectorAll('[data-testid="batch-item"]').length === n &&
        b.getAttribute('data-pending') === '0'
      );
    },
    count,
    { timeout: 45_000 },
  );
}

export interface Row {
  status: string | null;
  format: string | null;
  error: string | null;
  kept: boolean;
  width: number;
  height: number;
  text: string;
}

export async function rows(page: Page): Promise<Row[]> {
  return page.getByTestId('batch-item').evaluateAll((els) =>
    els.map((el) => ({
      status: el.getAttribute('data-status'),
      format: el.getAttribute('data-format'),
      error: el.getAttribute('data-error'),
      kept: el.getAttribute('data-kept') === '1',
      width: Number(el.getAttribute('data-width')),
      height: Number(el.getAttribute('data-height')),
      text: (el as HTMLElement).innerText,
    })),
  );
}

/** The real type (magic bytes) and pixel size of an image file. */
export async function inspect(
  bytes: Buffer | Uint8Array,
): Promise<{ type: string; width: number; height: number; orientation?: number; exif: boolean; pages: number }> {
  const type = detectImageType(bytes);
  if (type === 'bmp') {
    const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { type, width: v.getInt32(18, true), height: Math.abs(v.getInt32(22, true)), exif: false, pages: 1 };
  }
  const meta = await sharp(bytes, { animated: true }).metadata();
  return {
    type,
    width: meta.width ?? 0,
    height: meta.pageHeight ?? meta.height ?? 0,
    orientation: meta.orientation,
    exif: Boolean(meta.exif),
    pages: meta.pages ?? 1,
  };
}

/**
 * Stubs the Web Share API (level 2, files) the way a phone browser offers it, recording what is shared
 * as base64 on `window.__shared`.
 */
export function stubFileShare(): void {
  const w = window as unknown as { __shared: { name: string; type: string; b64: string }[] };
  w.__shared = [];
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => Boolean(data?.files?.length),
  });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      for (const f of data.files ?? []) {
        const bytes = new Uint8Array(await f.arrayBuffer());
        let s = '';
        for (const b of bytes) s += String.fromCharCode(b);
        w.__shared.push({ name: f.name, type: f.type, b64: btoa(s) });
      }
    },
  });
}

/** A host browser exposing the save-to-gallery API; calls land on `window.__hostSaved`. */
export function stubHostSave(): void {
  const w = window as unknown as { __hostSaved: { fileName: string; data: string }[]; browser: unknown };
  w.__hostSaved = [];
  w.browser = {
    app: {
      saveImage: (o: { fileName: string; data: string }, cb?: (r: { ret: number }) => void) => {
        w.__hostSaved.push(o);
        setTimeout(() => cb?.({ ret: 0 }), 50);
      },
    },
  };
}

export async function shared(page: Page): Promise<{ name: string; type: string; bytes: Buffer }[]> {
  const list = await page.evaluate(
    () => (window as unknown as { __shared: { name: string; type: string; b64: string }[] }).__shared,
  );
  return list.map((f) => ({ name: f.name, type: f.type, bytes: Buffer.from(f.b64, 'base64') }));
}

/** A photo-like test picture (smooth gradients plus texture), as raw RGB. */
export function photoPixels(width: number, height: number): Buffer {
  const b = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      b[i] = (x * 255) / width;
      b[i + 1] = (y * 255) / height;
      b[i + 2] = 128 + 60 * Math.sin(x / 7) * Math.cos(y / 9) + ((x * 13 + y * 7) % 17);
    }
  }
  return b;
}
