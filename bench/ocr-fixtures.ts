/**
 * The OCR test images, all drawn here (text rendered with Debian's fonts-noto-cjk through sharp/librsvg):
 * the kit's recognition fixture, the tool fixtures used by e2e, and the bench's clean and degraded sets.
 *
 *   npx tsx bench/ocr-fixtures.ts      (rewrites the committed fixtures)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { renderText, type TextLayoutSpec } from '../src/web/kit/ocr/testing.js';
import { ROOT } from './support.js';

/** Two paragraphs, Chinese and Latin: the kit's recognition test and the ocr tool's e2e read it. */
export const PARAGRAPHS: TextLayoutSpec & { expected: string } = {
  width: 640,
  height: 300,
  lines: [
    { text: '识别图片中的文字', x: 30, y: 60, size: 34 },
    { text: '浏览器里完成，图片不上传。', x: 30, y: 110, size: 28 },
    { text: 'Hello OCR 2026', x: 30, y: 200, size: 30 },
    { text: '第二段：保持行和段落顺序', x: 30, y: 250, size: 28 },
  ],
  expected: '识别图片中的文字\n浏览器里完成，图片不上传。\n\nHello OCR 2026\n第二段：保持行和段落顺序',
};

export async function writeKitFixtures(): Promise<void> {
  const dir = path.join(ROOT, 'src/web/kit/ocr/fixtures');
  // Palette PNG: a few KB in the repo.
  const png = await sharp(await renderText(PARAGRAPHS))
    .png({ palette: true, colours: 16 })
    .toBuffer();
  writeFileSync(path.join(dir, 'paragraphs.png'), png);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeKitFixtures();
  console.log('fixtures written');
}
