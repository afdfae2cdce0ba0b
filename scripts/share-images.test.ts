import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { TOOLS_DIR, loadTools } from '../src/server/registry.js';
import { writeShareImages } from './share-images.js';

const out = mkdtempSync(path.join(tmpdir(), 'share-images-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('share images', () => {
  it('are opaque 300 px PNGs with the icon in the middle, one per tool and one for the site', async () => {
    const tools = (await loadTools()).map((t) => ({ slug: t.slug, icon: path.join(TOOLS_DIR, t.slug, 'icon.svg') }));
    const files = await writeShareImages(out, tools, path.resolve('src/web/assets/logo.svg'));
    expect(files.map((f) => path.relative(out, f)).sort()).toEqual(
      [...tools.map((t) => `share/${t.slug}.png`), 'share/site.png'].sort(),
    );
    for (const file of files) {
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 300, height: 300, channels: 3 });
      const at = (x: number, y: number) => Array.from(data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3));
      expect(at(2, 2)).toEqual([255, 255, 255]);
      expect(at(297, 297)).toEqual([255, 255, 255]);
      // Something is drawn in the middle area (every icon has coloured shapes there).
      let coloured = 0;
      for (let y = 60; y < 240; y += 6) for (let x = 60; x < 240; x += 6) if (at(x, y).some((c) => c < 200)) coloured++;
      expect(coloured, file).toBeGreaterThan(100);
    }
  });
});
