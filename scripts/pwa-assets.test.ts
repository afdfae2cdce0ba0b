import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PWA_DIR, writePwaAssets } from './pwa-assets.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pwa-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const b = readFileSync(file);
  expect(b.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe('web app manifest and icons', () => {
  it('make the site installable: standalone, start and scope at the root, 192 and 512 icons and a maskable one', async () => {
    await writePwaAssets(dir, path.resolve('src/web/assets/logo.svg'));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', lang: 'zh-CN' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src.startsWith(`/${PWA_DIR}/`)).toBe(true);
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(path.join(dir, icon.src))).toEqual([size, size]);
    }
    // The Apple touch icon the pages link (index.html).
    expect(pngSize(path.join(dir, PWA_DIR, 'apple-touch-icon.png'))).toEqual([180, 180]);
    expect(readFileSync('index.html', 'utf8')).toContain(`href="/${PWA_DIR}/apple-touch-icon.png"`);
    expect(readFileSync('index.html', 'utf8')).toContain('rel="manifest" href="/manifest.webmanifest"');
  });
});
