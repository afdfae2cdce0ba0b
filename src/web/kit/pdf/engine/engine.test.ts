/**
 * Every PDF operation run in Node on small real PDFs (one printed by Chromium, others made here), each
 * output checked by independent tools: qpdf --check, pdfinfo, pdftotext, pdffonts, pdfimages.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { FIXTURES, nodePdfEnv } from '../testing.js';
import { linkTargets, outlineTitles, pageCount, pdfText, qpdfCheck, sh, squeezedText } from '../checks.js';
import { runPdf, type OpsEnv, type PdfAnswer, type PdfRequest } from './ops.js';
import { PdfError } from '../errors.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-engine-'));
const chromium = new Uint8Array(readFileSync(path.join(FIXTURES, 'chromium.pdf')));
const shapes = new Uint8Array(readFileSync(path.join(FIXTURES, 'shapes.pdf')));
let env: OpsEnv;
let n = 0;

beforeAll(async () => {
  env = await nodePdfEnv();
});

async function run(req: PdfRequest, progress?: (f: number) => void): Promise<PdfAnswer> {
  return runPdf(req, env, progress);
}

/** Writes an output, checks it with qpdf and returns its path. */
async function written(blob: Blob, password?: string): Promise<string> {
  const file = path.join(dir, `out-${++n}.pdf`);
  writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
  const check = qpdfCheck(file, password);
  expect(check.ok, check.log).toBe(true);
  return file;
}

const pages = pageCount;
const text = pdfText;
const squeezed = squeezedText;
const pageInfo = (file: string) =>
  sh('pdfinfo', ['-f', '1', '-l', '999', file])
    .split('\n')
    .filter((l) => /^Page\s+\d+ (size|rot)/.test(l));

describe('merge, split and page management', () => {
  it('merges two PDFs keeping text, bookmarks and links, with progress in small steps', async () => {
    const seen: number[] = [];
    const answer = await run(
      {
        op: 'assemble',
        files: [{ data: new Blob([chromium]) }, { data: shapes }],
        outputs: [
          {
            name: 'merged.pdf',
            plan: [0, 1, 2].map((page) => ({ source: 0, page })).concat([0, 1, 2].map((page) => ({ source: 1, page }))),
          },
        ],
      },
      (f) => seen.push(f),
    );
    const file = await written(answer.files[0].blob);
    expect(pages(file)).toBe(6);
    expect(squeezed(file)).toContain('第二章使用');
    expect(squeezed(file, 6)).toContain('Shapespage3');
    expect(outlineTitles(file)).toEqual(['第一章 概述', '1.1 小节', '第二章 使用', '第三章 结尾']);
    // Page 1 links to page 3 and out to the web; page 3 links back to page 1.
    expect(await linkTargets(file)).toEqual(expect.arrayContaining([3, 'uri', 1]));
    expect(pageInfo(file).find((l) => /Page\s+5 rot/.test(l))).toMatch(/90/);
    // Reading, copying each page and writing each move the bar: no jump from reading straight to done.
    const steps = seen.map((f, k) => f - (k ? seen[k - 1] : 0));
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...steps)).toBeLessThanOrEqual(0.2);
    expect(seen.at(-1)).toBeCloseTo(1, 9);
  });

  it('splits by ranges; links to pages left out are dropped, bookmarks follow their pages', async () => {
    const answer = await run({
      op: 'assemble',
      files: [{ data: chromium }],
      outputs: [
        { name: 'a.pdf', plan: [{ source: 0, page: 0 }] },
        {
          name: 'b.pdf',
          plan: [
            { source: 0, page: 1 },
            { source: 0, page: 2 },
          ],
        },
      ],
    });
    const [a, b] = await Promise.all(answer.files.map((f) => written(f.blob)));
    expect([pages(a), pages(b)]).toEqual([1, 2]);
    expect(squeezed(a)).toContain('第一章概述');
    expect(squeezed(b)).not.toContain('第一章概述');
    expect(await linkTargets(a)).toEqual(['uri']); // the link to chapter three is gone
    expect(outlineTitles(b)).toEqual(['第二章 使用', '第三章 结尾']);
    // Split parts stay small: each holds only what its pages use.
    expect(answer.files[0].blob.size).toBeLessThan(chromium.length);
  });

  it('reorders, rotates, deletes and inserts a blank page', async () => {
    const answer = await run({
      op: 'assemble',
      files: [{ data: shapes }],
      outputs: [
        {
          name: 'm.pdf',
          plan: [
            { source: 0, page: 2, rotate: 90 },
            { blank: { width: 595.28, height: 841.89 } },
            { source: 0, page: 1, rotate: -90 },
          ],
        },
      ],
    });
    const file = await written(answer.files[0].blob);
    const info = pageInfo(file);
    expect(pages(file)).toBe(3);
    expect(info).toEqual([
      expect.stringMatching(/Page\s+1 size:\s+612 x 792/),
      expect.stringMatching(/Page\s+1 rot:\s+90/),
      expect.stringMatching(/Page\s+2 size:\s+595.28 x 841.89/),
      expect.stringMatching(/Page\s+2 rot:\s+0/),
      expect.stringMatching(/Page\s+3 size:\s+841.89 x 595.28/),
      expect.stringMatching(/Page\s+3 rot:\s+0/),
    ]);
    expect(squeezed(file, 1)).toContain('Shapespage3');
    expect(text(file, 2).trim()).toBe('');
  });
});

describe('drawing text and pictures', () => {
  it('tiles a Chinese watermark with embedded subset fonts that every viewer reads', async () => {
    const answer = await run({
      op: 'stamp',
      file: { data: chromium },
      name: 'w.pdf',
      stamps: [
        {
          stamp: { kind: 'text', text: '机密文件 Confidential Ωμέγα', size: 28, color: [0.8, 0.1, 0.1] },
          placement: { mode: 'tile', gapX: 60, gapY: 80 },
          rotate: 30,
          opacity: 0.25,
          pages: [0, 1, 2],
        },
      ],
    });
    const file = await written(answer.files[0].blob);
    expect(squeezed(file, 2)).toContain('机密文件');
    expect(squeezed(file, 2)).toContain('Ωμέγα');
    const fonts = sh('pdffonts', [file]);
    const drawn = fonts.split('\n').filter((l) => /DroidSansFallback|DejaVuSans/.test(l));
    expect(drawn).toHaveLength(2);
    for (const line of drawn) expect(line).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/Helvetica/);
    // Subsets: kilobytes added, not the 4 MB font.
    expect(answer.files[0].blob.size - chromium.length).toBeLessThan(60_000);
  });

  it('numbers pages "第 n 页 / 共 N 页" from the second page, upright on a rotated page', async () => {
    const answer = await run({
      op: 'stamp',
      file: { data: shapes },
      name: 'n.pdf',
      stamps: [
        {
          stamp: { kind: 'text', text: '第 {n} 页 / 共 {total} 页', size: 11, color: [0, 0, 0] },
          placement: { mode: 'anchor', anchor: 'bc', marginX: 0, marginY: 24 },
          rotate: 0,
          opacity: 1,
          pages: [1, 2],
        },
      ],
    });
    const file = await written(answer.files[0].blob);
    expect(squeezed(file, 1)).not.toContain('页');
    expect(squeezed(file, 2)).toContain('第1页/共2页');
    expect(squeezed(file, 3)).toContain('第2页/共2页');
    // On the rotated page 2 the number reads left to right at the bottom as seen (pdftotext -bbox).
    const bbox = sh('pdftotext', ['-f', '2', '-l', '2', '-bbox', file, '-']);
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">第<\/word>/.exec(bbox)!;
    const [xMin, yMin, xMax, yMax] = word.slice(1).map(Number);
    expect(xMax - xMin).toBeGreaterThan(yMax - yMin - 4); // not turned on its side
    expect(yMin).toBeGreaterThan(595.28 - 60); // near the bottom of the seen (landscape) page
  });

  it('says which characters no font has', async () => {
    await expect(
      run({
        op: 'stamp',
        file: { data: shapes },
        name: 'x.pdf',
        stamps: [
          {
            stamp: { kind: 'text', text: '한국어', size: 12, color: [0, 0, 0] },
            placement: { mode: 'point', x: 0.5, y: 0.5 },
            rotate: 0,
            opacity: 1,
            pages: [0],
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'unsupported-chars', message: '한국어' });
  });

  it('places a signature picture', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 200, height: 80, channels: 4, background: { r: 0, g: 0, b: 120, alpha: 0.8 } } })
        .png()
        .toBuffer(),
    );
    const answer = await run({
      op: 'stamp',
      file: { data: shapes },
      name: 's.pdf',
      stamps: [
        {
          stamp: { kind: 'image', bytes: png, widthRatio: 0.3 },
          placement: { mode: 'point', x: 0.7, y: 0.85 },
          rotate: 0,
          opacity: 1,
          pages: [0],
        },
      ],
    });
    const file = await written(answer.files[0].blob);
    const list = sh('pdfimages', ['-list', file]);
    expect(list).toMatch(/\s1\s+\d+\s+image\s+200\s+80\s+rgb/);
    expect(list).toMatch(/smask\s+200\s+80/);
  });
});

describe('geometry and information', () => {
  it('crops pages as seen, rotated ones too', async () => {
    const answer = await run({
      op: 'crop',
      file: { data: shapes },
      name: 'c.pdf',
      pages: [0, 1],
      cut: { left: 0.1, top: 0.2, right: 0, bottom: 0 },
    });
    const file = await written(answer.files[0].blob);
    const boxes = sh('pdfinfo', ['-box', '-f', '1', '-l', '2', file]);
    expect(boxes).toMatch(/Page\s+1 CropBox:\s+59\.53\s+0\.00\s+595\.28\s+673\.51/);
    // Page 2 is turned 90°: the seen top is the user-space right side.
    expect(boxes).toMatch(/Page\s+2 CropBox:\s+168\.38\s+59\.53\s+841\.89\s+595\.28/);
    expect(answer.pages![0]).toMatchObject({ width: expect.closeTo(535.75, 1), height: expect.closeTo(673.51, 1) });
  });

  it('crops margins given in points, the same on pages of any size or turn', async () => {
    const answer = await run({
      op: 'crop',
      file: { data: shapes },
      name: 'c.pdf',
      pages: [0, 1],
      cut: { left: 18, top: 36, right: 0, bottom: 0 },
      unit: 'pt',
    });
    const file = await written(answer.files[0].blob);
    const boxes = sh('pdfinfo', ['-box', '-f', '1', '-l', '3', file]);
    expect(boxes).toMatch(/Page\s+1 CropBox:\s+18\.00\s+0\.00\s+595\.28\s+805\.89/);
    expect(boxes).toMatch(/Page\s+2 CropBox:\s+36\.00\s+18\.00\s+841\.89\s+595\.28/);
    expect(squeezed(file, 1)).toContain('Shapespage1');
  });

  it('changes Letter to A4 (fit) and A4 to A5 (stretch), keeping text', async () => {
    const answer = await run({
      op: 'resize',
      file: { data: shapes },
      name: 'r.pdf',
      pages: [0, 1, 2],
      sheet: { width: 595.28, height: 841.89 },
      mode: 'fit',
      orientation: 'auto',
    });
    const file = await written(answer.files[0].blob);
    const info = pageInfo(file).filter((l) => /size/.test(l));
    expect(info[0]).toMatch(/595.28 x 841.89/);
    expect(info[1]).toMatch(/841.89 x 595.28/); // a landscape sheet turned 90°: A4 portrait as seen
    expect(info[2]).toMatch(/595.28 x 841.89/);
    expect(squeezed(file, 3)).toContain('Shapespage3');
  });

  it('writes Chinese metadata', async () => {
    const answer = await run({
      op: 'metadata',
      file: { data: chromium },
      name: 'm.pdf',
      info: {
        title: '年度报告',
        author: '张三',
        subject: '',
        keywords: '报告, 2026',
        creator: '',
        producer: 'Toolbox',
        created: '2026-01-02T03:04:05.000Z',
        modified: '',
      },
    });
    const file = await written(answer.files[0].blob);
    const info = sh('pdfinfo', [file]);
    expect(info).toMatch(/Title:\s+年度报告/);
    expect(info).toMatch(/Author:\s+张三/);
    expect(info).toMatch(/Keywords:\s+报告, 2026/);
    expect(info).not.toMatch(/Subject:/);
    expect(answer.info?.created).toBe('2026-01-02T03:04:05.000Z');
  });
});

/** A 3-page encrypted file: refused without a password and with a wrong one, opened with `password`. */
async function expectPasswordAsked(data: Uint8Array, password: string) {
  await expect(run({ op: 'inspect', file: { data } })).rejects.toMatchObject({ code: 'password-required' });
  await expect(run({ op: 'inspect', file: { data, password: 'nope' } })).rejects.toMatchObject({
    code: 'password-wrong',
  });
  expect(await run({ op: 'inspect', file: { data, password } })).toMatchObject({
    encrypted: true,
    pages: [expect.anything(), expect.anything(), expect.anything()],
  });
}

describe('passwords', () => {
  it('encrypts with AES-256: qpdf opens it with the password and not without', async () => {
    const answer = await run({
      op: 'encrypt',
      file: { data: shapes },
      name: 'e.pdf',
      user: '用户pw',
      owner: 'owner-pw',
      permissions: { print: 'low', modify: false, copy: false, annotate: true },
    });
    const file = await written(answer.files[0].blob, '用户pw');
    const show = sh('qpdf', ['--password=owner-pw', '--show-encryption', file]);
    expect(show).toMatch(/R = 6/);
    expect(show).toMatch(/AESv3/);
    expect(show).toMatch(/extract for any purpose: not allowed/);
    expect(show).toMatch(/print low resolution: allowed/);
    expect(show).toMatch(/print high resolution: not allowed/);
    expect(spawnSync('qpdf', ['--decrypt', file, path.join(dir, 'no.pdf')]).status).toBe(2);
    expect(spawnSync('qpdf', ['--password=用户pw', '--decrypt', file, path.join(dir, 'yes.pdf')]).status).toBe(0);
  });

  it('opens an AES-256 file made by qpdf; asks for, rejects and accepts passwords', async () => {
    const src = path.join(dir, 'plain.pdf');
    const enc = path.join(dir, 'qpdf-enc.pdf');
    writeFileSync(src, chromium);
    sh('qpdf', ['--encrypt', 'secret', 'owner', '256', '--', src, enc]);
    const data = new Uint8Array(readFileSync(enc));
    await expectPasswordAsked(data, 'secret');
    const answer = await run({ op: 'decrypt', file: { data, password: 'secret' }, name: 'd.pdf' });
    const file = await written(answer.files[0].blob);
    expect(sh('qpdf', ['--show-encryption', file])).toMatch(/File is not encrypted/);
    expect(squeezed(file)).toContain('第三章结尾');
  });
});

describe('encrypted input pdf-lib cannot parse', () => {
  // pdf-lib writes object streams: once encrypted, pdf-lib reads no page, so only qpdf can say "encrypted".
  it('asks for the password of an AES-256 file with object streams rather than calling it damaged', async () => {
    const src = path.join(dir, 'shapes.pdf');
    const enc = path.join(dir, 'shapes-enc.pdf');
    writeFileSync(src, shapes);
    sh('qpdf', ['--encrypt', 'Open-123', 'owner', '256', '--', src, enc]);
    await expectPasswordAsked(new Uint8Array(readFileSync(enc)), 'Open-123');
  });
});

describe('damaged input', () => {
  it.each([
    ['not a PDF', new TextEncoder().encode('hello, this is text'), 'not-pdf'],
    ['a PDF header and garbage', new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage'), 'damaged'],
  ])('%s', async (_, data, code) => {
    const error = await run({ op: 'inspect', file: { data } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfError);
    expect(error).toMatchObject({ code });
  });
  it('repairs a PDF whose cross-reference table is gone', async () => {
    const broken = chromium.slice();
    const at = new TextDecoder('latin1').decode(broken).lastIndexOf('startxref') + 10;
    broken.set(new TextEncoder().encode('99'), at); // the cross-reference offset points nowhere
    const answer = await run({ op: 'inspect', file: { data: broken } });
    expect(answer.pages!.length).toBe(3);
  });
});

describe('images', () => {
  let photoPdf: Uint8Array;
  let jpeg: Uint8Array;
  beforeAll(async () => {
    // A "scan": a 1654×2339 photo-like JPEG (A4 at 200 dpi) on an A4 page, with a text line.
    const w = 1654;
    const h = 2339;
    const raw = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3;
        raw[i] = (x * 255) / w;
        raw[i + 1] = (y * 255) / h;
        raw[i + 2] = 128 + 60 * Math.sin(x / 37) * Math.cos(y / 53) + ((x * 7 + y * 13) % 17);
      }
    jpeg = new Uint8Array(
      await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer(),
    );
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 595.28, height: 841.89 });
    page.drawText('Scanned page text', { x: 40, y: 40, size: 14 });
    photoPdf = await doc.save();
  });

  it('compresses a scan: smaller, text kept, target met', async () => {
    const answer = await run({ op: 'compress', file: { data: photoPdf }, name: 'c.pdf', preset: 'balanced' });
    const file = await written(answer.files[0].blob);
    expect(answer.keptOriginal).toBe(false);
    expect(answer.files[0].blob.size).toBeLessThan(photoPdf.length * 0.5);
    expect(squeezed(file)).toContain('Scannedpagetext');
    const target = Math.round(photoPdf.length * 0.1);
    const small = await run({
      op: 'compress',
      file: { data: photoPdf },
      name: 't.pdf',
      preset: 'light',
      targetBytes: target,
    });
    await written(small.files[0].blob);
    expect(small.reached).toBe(true);
    expect(small.files[0].blob.size).toBeLessThanOrEqual(target);
  });

  it('keeps links and bookmarks: our printed page with a photo on it, made smaller', async () => {
    // chromium.pdf has bookmarks, named links inside the document and a web link; the photo makes it shrink.
    const doc = await PDFDocument.load(chromium);
    const photo = await sharp(jpeg).resize(600, 848).jpeg({ quality: 95 }).toBuffer();
    doc.getPage(1).drawImage(await doc.embedJpg(photo), { x: 100, y: 100, width: 150, height: 212 });
    const input = path.join(dir, 'chromium-photo.pdf');
    writeFileSync(input, await doc.save());
    const answer = await run({
      op: 'compress',
      file: { data: new Uint8Array(readFileSync(input)) },
      name: 'c.pdf',
      preset: 'balanced',
    });
    expect(answer.keptOriginal).toBe(false);
    const file = await written(answer.files[0].blob);
    expect(answer.files[0].blob.size).toBeLessThan(readFileSync(input).length * 0.75);
    expect(await linkTargets(input)).toEqual([3, 'uri', 1]);
    expect(await linkTargets(file)).toEqual([3, 'uri', 1]);
    expect(outlineTitles(file)).toEqual(outlineTitles(input));
    expect(outlineTitles(file)).toHaveLength(4);
    expect(text(file)).toBe(text(input));
  });

  it('keeps the original when nothing gets smaller, and says an unreachable target is not met', async () => {
    // A minimal hand-written PDF: nothing in it can shrink, and a rewrite only adds.
    const tiny = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const answer = await run({
      op: 'compress',
      file: { data: tiny },
      name: 'c.pdf',
      preset: 'strong',
      targetBytes: 100,
    });
    expect(answer.keptOriginal).toBe(true);
    expect(answer.reached).toBe(false);
    expect(new Uint8Array(await answer.files[0].blob.arrayBuffer())).toEqual(tiny);
  });

  it('makes pages of pictures (JPEG kept as it is) and extracts them at their own resolution', async () => {
    const png = new Uint8Array(
      await sharp({
        create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
      })
        .png()
        .toBuffer(),
    );
    const small = new Uint8Array(await sharp(jpeg).resize(620, 877).jpeg({ quality: 80 }).toBuffer());
    const answer = await run({
      op: 'images-to-pdf',
      name: 'i.pdf',
      pictures: [{ bytes: small }, { bytes: png }],
      options: { paper: { width: 595.28, height: 841.89 }, orientation: 'auto', margin: 20 },
    });
    const file = await written(answer.files[0].blob);
    expect(pageInfo(file).filter((l) => /size/.test(l))).toEqual([
      expect.stringMatching(/595.28 x 841.89/),
      expect.stringMatching(/841.89 x 595.28/), // a wide picture turns the page
    ]);
    const extracted = await run({
      op: 'extract-images',
      file: { data: new Uint8Array(await answer.files[0].blob.arrayBuffer()) },
      base: 'i',
    });
    expect(extracted.files.map((f) => f.name)).toEqual(['i-p1-1.jpg', 'i-p2-2.png']);
    expect(new Uint8Array(await extracted.files[0].blob.arrayBuffer())).toEqual(small);
    const meta = await sharp(Buffer.from(await extracted.files[1].blob.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([300, 200, 4]);
  });
});
