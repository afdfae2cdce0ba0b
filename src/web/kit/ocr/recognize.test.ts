/**
 * The real PP-OCR models on a fixture drawn by bench/ocr-fixtures.ts, run with onnxruntime-node through
 * the same pipeline the Worker runs: recognition, line and paragraph order.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FILES } from './models.js';
import { MODELS_DIR, nodeOcr, readRgba, type NodeOcr } from './testing.js';

let ocr: NodeOcr;
beforeAll(async () => {
  ocr = await nodeOcr();
});
afterAll(() => ocr.release());

describe('PP-OCR with onnxruntime-node', () => {
  it('reads two paragraphs in order', async () => {
    const image = await readRgba(readFileSync(new URL('./fixtures/paragraphs.png', import.meta.url)));
    const result = await ocr.recognize(image);
    expect(result.text).toBe(
      '识别图片中的文字\n浏览器里完成，图片不上传。\n\nHello OCR 2026\n第二段：保持行和段落顺序',
    );
    expect(result.paragraphs).toEqual([
      [0, 1],
      [2, 3],
    ]);
    for (const line of result.lines) expect(line.confidence).toBeGreaterThan(0.8);
    expect(result.rotation).toBe(0);
  });

  // A page photographed sideways or upside down (no EXIF to say so): turned upright, lines in order.
  it.each([90, 180, 270])('reads a page turned by %i°, lines in reading order', async (angle) => {
    const image = await readRgba(
      await sharp(readFileSync(new URL('./fixtures/paragraphs.png', import.meta.url)))
        .rotate(angle)
        .png()
        .toBuffer(),
    );
    const result = await ocr.recognize(image);
    expect(result.text).toBe(
      '识别图片中的文字\n浏览器里完成，图片不上传。\n\nHello OCR 2026\n第二段：保持行和段落顺序',
    );
    // sharp turns clockwise: the page needs the rest of the turn.
    expect(result.rotation).toBe((360 - angle) % 360);
    expect([result.width, result.height]).toEqual([640, 300]);
  });

  it('finds nothing on a blank image', async () => {
    const blank = { data: new Uint8Array(200 * 100 * 4).fill(255), width: 200, height: 100 };
    expect((await ocr.recognize(blank)).text).toBe('');
  });
});

describe('model files', () => {
  it('have the sizes the Worker expects for its progress', () => {
    for (const { file, bytes } of Object.values(MODEL_FILES)) {
      expect(statSync(path.join(MODELS_DIR, file)).size, file).toBe(bytes);
    }
  });
});
