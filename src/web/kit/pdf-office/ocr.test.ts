/**
 * Scanned pages: which pictures are read, how the lines read become text runs in page points (the size
 * from the width per character), and the whole pipeline in Node on a small scan (a page that is one
 * picture of Chinese and English text, PP-OCR on onnxruntime-node as in the browser's Worker).
 */
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOcr, readRgba, renderText, type NodeOcr } from '../ocr/testing.js';
import { ConvertError } from './convert.js';
import type { PageImage } from './model.js';
import { emWidth, lineRuns, ocrHook, type PictureReading, type ReadPicture } from './ocr.js';
import { convertSample } from './sample.testutil.js';

const box = (left: number, top: number, right: number, bottom: number) => [
  { x: left, y: top },
  { x: right, y: top },
  { x: right, y: bottom },
  { x: left, y: bottom },
];

describe('lines read become runs', () => {
  it.each([
    ['Chinese', '第三季度工作报告', 8],
    ['English', 'Revenue', 0.52 * 7],
    ['mixed with a space', '增长 12%', 2 + 0.28 + 3 * 0.52],
  ])('%s: width in ems', (_, text, ems) => {
    expect(emWidth(text)).toBeCloseTo(ems, 5);
  });

  it.each([
    // The detector pads its boxes: 8 characters 40 pt wide each in a box 44 pt tall are 40 pt text.
    ['a Chinese heading', '第三季度工作报告', [40, 46, 360, 90], 40],
    ['a small line', '小号文字也要识别', [38, 300, 202, 332], 20.5],
    ['an English line', 'Revenue grew 12% in the third quarter.', [40, 215, 616, 252], 31.5],
  ] as const)('%s: its size from its width per character', (_, text, [l, t, r, b], size) => {
    const [run] = lineRuns({ boxes: [{ quad: box(l, t, r, b), text }] }, (p) => p);
    expect(run).toMatchObject({ text, x: l, width: r - l, angle: 0, bold: false });
    expect(run.size).toBeCloseTo(size, 0);
    expect(run.y).toBeGreaterThan((t + b) / 2);
    expect(run.y).toBeLessThan(b);
  });

  it('keeps the pieces of one line apart (table columns), each in page points, with one size', () => {
    const runs = lineRuns(
      {
        boxes: [
          { quad: box(0, 0, 40, 22), text: '华东' },
          { quad: box(200, 0, 300, 22), text: '3,450.50' },
          { quad: box(320, 0, 330, 22), text: ' ' },
        ],
      },
      (p) => ({ x: 10 + p.x / 2, y: 20 + p.y / 2 }),
    );
    expect(runs.map((r) => [r.text, r.x, r.width])).toEqual([
      ['华东', 10, 20],
      ['3,450.50', 110, 50],
    ]);
    expect(new Set(runs.map((r) => r.size)).size).toBe(1);
  });
});

describe('which pictures a page has read', () => {
  const picture = (x: number, y: number, width: number, height: number): PageImage => ({
    x,
    y,
    width,
    height,
    data: new Uint8Array([1]),
    type: 'png',
  });
  const reading: PictureReading = {
    width: 100,
    height: 100,
    lines: [{ boxes: [{ quad: box(10, 10, 90, 30), text: '扫描件里的字' }] }],
  };
  const reader = () => {
    const seen: PageImage[] = [];
    const read: ReadPicture = async (image) => {
      seen.push(image);
      return reading;
    };
    return { seen, read };
  };

  it.each([
    ['a full-page scan', [picture(0, 0, 600, 800)], 1],
    ['a scan in two bands', [picture(0, 0, 600, 400), picture(0, 400, 600, 400)], 2],
    ['a small picture on an empty page', [picture(100, 100, 100, 100)], 0],
    ['a scan and a speck too small to read', [picture(0, 0, 600, 800), picture(0, 0, 10, 10)], 1],
  ])('%s', async (_, images, read) => {
    const { seen, read: readPicture } = reader();
    const page = await ocrHook(readPicture)({ index: 0, width: 600, height: 800, images });
    expect(seen).toHaveLength(read);
    expect(page.read).toEqual(seen);
    expect(page.runs).toHaveLength(read);
  });

  it('maps a picture’s pixels to where the picture is on the page', async () => {
    const { read } = reader();
    const page = await ocrHook(read)({ index: 0, width: 600, height: 800, images: [picture(0, 500, 600, 300)] });
    expect(page.runs).toEqual([]); // a picture on the lower part of a page is not a scan
    const full = await ocrHook(read)({ index: 0, width: 600, height: 800, images: [picture(0, 200, 600, 600)] });
    expect(full.runs[0]).toMatchObject({ x: 60, width: 480 });
    expect(full.runs[0].y).toBeGreaterThan(200 + 60);
  });
});

describe('a scanned PDF through the whole conversion (PP-OCR on onnxruntime-node)', () => {
  let engine: NodeOcr;
  let scan: Uint8Array;
  const LINES = ['第三季度工作报告', '本季度销售收入同比增长百分之十二', 'Revenue grew 12% in the third quarter.'];

  beforeAll(async () => {
    engine = await nodeOcr();
    // A 400×300 pt page that is one picture at 2.5 px per point, as a scanner makes it.
    const png = await renderText({
      width: 1000,
      height: 750,
      lines: [
        { text: LINES[0], x: 60, y: 120, size: 56, weight: 700 },
        { text: LINES[1], x: 60, y: 260, size: 38 },
        { text: LINES[2], x: 60, y: 360, size: 38 },
      ],
    });
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(png);
    doc.addPage([400, 300]).drawImage(image, { x: 0, y: 0, width: 400, height: 300 });
    scan = await doc.save();
  }, 60_000);
  afterAll(() => engine?.release());

  const read: ReadPicture = async (image) => engine.recognize(await readRgba(Buffer.from(image.data!)));

  it('PDF转Word: the scan’s text in editable paragraphs, the heading bigger, the picture gone', async () => {
    const result = await convertSample('docx', scan.slice(), { ocr: ocrHook(read) });
    expect(result).toMatchObject({ pages: 1, ocrPages: [1], imagePages: [] });
    const parts = unzipSync(result.bytes);
    const xml = new TextDecoder().decode(parts['word/document.xml']);
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    for (const line of LINES) expect(text.replace(/\s+/g, '')).toContain(line.replace(/\s+/g, ''));
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    expect(Object.keys(parts).some((p) => p.startsWith('word/media/'))).toBe(false);
  }, 60_000);

  it('without text and without an engine, or when the engine fails, the PDF is refused clearly', async () => {
    const refused = (options: Parameters<typeof convertSample>[2]) =>
      convertSample('docx', scan.slice(), options).then(
        () => null,
        (error: unknown) => (error instanceof ConvertError ? error.reason : String(error)),
      );
    expect(await refused({})).toBe('no-text');
    expect(
      await refused({
        ocr: ocrHook(async () => {
          throw new Error('models could not be downloaded');
        }),
      }),
    ).toBe('ocr-failed');
    expect(await refused({ ocr: ocrHook(async () => ({ width: 10, height: 10, lines: [] })) })).toBe('no-text');
  });
});
