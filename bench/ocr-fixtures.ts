/**
 * The OCR test images, all drawn here (text rendered with Debian's fonts-noto-cjk through sharp/librsvg):
 * the kit's recognition fixture, the tool fixtures used by e2e, and the bench's clean and degraded sets.
 *
 *   npx tsx bench/ocr-fixtures.ts      (rewrites the committed fixtures)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
  const tools = path.join(ROOT, 'src/tools');
  await writeSmall(path.join(tools, 'identification/fixtures/id-card.png'), await renderText(idCardSpec(ID_CARD)));
}

/** A palette PNG (synthetic documents have few colours): a few tens of KB in the repo. */
async function writeSmall(file: string, png: Buffer): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await sharp(png).png({ palette: true, colours: 32 }).toBuffer());
}

/** A synthetic ID card front (made-up person, valid number), 856 x 540 like the card's 85.6 x 54 mm. */
export function idCardSpec(card: {
  name: string;
  sex: string;
  ethnicity: string;
  birth: [number, number, number];
  address: string[];
  number: string;
}): TextLayoutSpec {
  const label = '#2f5b9a';
  const [y, mo, d] = card.birth;
  return {
    width: 856,
    height: 540,
    background: '#f4f1e8',
    under:
      '<rect x="8" y="8" width="840" height="524" rx="28" fill="#eef3f6" stroke="#c9d6df" stroke-width="2"/>' +
      '<rect x="590" y="70" width="200" height="250" rx="8" fill="#dde6ec"/>',
    lines: [
      { text: '姓 名', x: 60, y: 100, size: 26, color: label },
      { text: card.name, x: 170, y: 100, size: 30 },
      { text: '性 别', x: 60, y: 160, size: 26, color: label },
      { text: card.sex, x: 170, y: 160, size: 28 },
      { text: '民 族', x: 270, y: 160, size: 26, color: label },
      { text: card.ethnicity, x: 370, y: 160, size: 28 },
      { text: '出 生', x: 60, y: 220, size: 26, color: label },
      { text: `${y}`, x: 170, y: 220, size: 28 },
      { text: '年', x: 250, y: 220, size: 26, color: label },
      { text: `${mo}`, x: 300, y: 220, size: 28 },
      { text: '月', x: 340, y: 220, size: 26, color: label },
      { text: `${d}`, x: 385, y: 220, size: 28 },
      { text: '日', x: 425, y: 220, size: 26, color: label },
      { text: '住 址', x: 60, y: 280, size: 26, color: label },
      ...card.address.map((line, i) => ({ text: line, x: 170, y: 280 + i * 42, size: 27 })),
      { text: '公民身份号码', x: 60, y: 450, size: 26, color: label },
      { text: card.number, x: 270, y: 452, size: 34, font: 'DejaVu Sans Mono', spacing: 2 },
    ],
  };
}

export const ID_CARD = {
  name: '张小明',
  sex: '男',
  ethnicity: '汉',
  birth: [1985, 6, 15] as [number, number, number],
  address: ['江苏省南京市玄武区示例路', '100号'],
  // 32010219850615123 + its check character (6).
  number: '320102198506151236',
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeKitFixtures();
  console.log('fixtures written');
}
