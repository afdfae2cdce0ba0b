/**
 * OCR quality and speed on a synthetic set drawn here (no real documents): `npx tsx bench/ocr.bench.ts`.
 *
 * - General text: Chinese and English lines in several fonts and sizes, clean and degraded (blur, noise,
 *   JPEG artefacts, a small rotation, low contrast, a perspective squeeze). Character error rate (edit
 *   distance / reference length, white space ignored) of PP-OCR (our pipeline, onnxruntime-node) and of
 *   Tesseract (`tesseract -l chi_sim+eng`, Debian's tesseract-ocr-chi-sim), and time per image.
 * - Speed on a 1080x1440 page: PP-OCR first use (models loaded) and warm median; Tesseract median.
 * - Field readers: the synthetic documents of bench/ocr-fixtures.ts, clean and degraded: share of
 *   documents whose every field is read exactly, and that no wrong value passes its check rule.
 *
 * `--threads N` sets onnxruntime's threads (default 1, as the browser Worker without isolation).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { nodeOcr, readRgba, renderText, type NodeOcr, type TextLayoutSpec } from '../src/web/kit/ocr/testing.js';
import { quadToRight } from '../src/web/kit/ocr/pipeline.js';
import type { ReadField } from '../src/web/kit/ocr/fields.js';
import { readIdCard } from '../src/tools/identification/idcard.js';
import { readBankCard } from '../src/tools/bankcard_ocr/bankcard.js';
import { readPassport } from '../src/tools/passport_ocr/mrz.js';
import { FRAME_REGIONS, readContainer, serialWithoutCheckDigit } from '../src/tools/container_ocr/iso6346.js';
import { readBizLicense } from '../src/tools/ocr_bizLicense/license.js';
import {
  BANK_CARD,
  bankCardSpec,
  CONTAINER,
  containerSpec,
  ID_CARD,
  idCardSpec,
  LICENSE,
  licenseSpec,
  PASSPORT,
  passportSpec,
} from './ocr-fixtures.js';
import { arg } from './support.js';

const run = promisify(execFile);

/** Our own sentences (no copyrighted text), a mix of common and less common characters and numbers. */
const ZH = [
  '今天下午三点在会议室讨论新版本的发布计划',
  '请把报销单据在本周五之前交到财务部',
  '这家小店的牛肉面味道很好，价格也不贵',
  '图书馆周末开放时间为上午九点至晚上八点',
  '气象台预计明天有中到大雨，气温十二至十八度',
  '快递已送达小区北门的智能快递柜，取件码 6352',
  '本产品保修期为一年，人为损坏不在保修范围内',
  '地铁二号线因设备检修，末班车提前至二十二点',
  '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。',
  '学校将于九月一日开学，新生请携带录取通知书报到',
  '合同金额共计人民币叁万伍仟元整（¥35,000.00）',
  '登山时请注意安全，不要偏离规定的游览路线',
];
const EN = [
  'The meeting starts at 3:30 pm in room 204.',
  'Please return the signed form by Friday, May 8.',
  'Total: 128.50 CNY (tax included)',
  'Open daily from 9 am to 8 pm, closed on holidays.',
];
const FONTS = ['Noto Sans CJK SC', 'Noto Serif CJK SC', 'Noto Sans Mono CJK SC', 'Noto Sans CJK TC'];

interface Sample {
  name: string;
  degraded: boolean;
  png: Buffer;
  truth: string;
}

function pageSpec(lines: string[], font: string, size: number): TextLayoutSpec {
  const gap = Math.round(size * 1.9);
  return {
    width: 1000,
    height: 60 + gap * lines.length,
    lines: lines.map((text, i) => ({ text, x: 40, y: 50 + size + i * gap, size, font })),
  };
}

type Degrade = (png: Buffer) => Promise<Buffer>;
const DEGRADATIONS: [string, Degrade][] = [
  ['blur', (png) => sharp(png).blur(1.3).png().toBuffer()],
  [
    'noise',
    async (png) => {
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let seed = 7;
      for (let i = 0; i < data.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        data[i] = Math.max(0, Math.min(255, data[i]! + ((seed % 81) - 40)));
      }
      return sharp(data, { raw: info }).png().toBuffer();
    },
  ],
  ['jpeg q15', (png) => sharp(png).jpeg({ quality: 15 }).toBuffer()],
  ['rotate 3°', (png) => sharp(png).rotate(3, { background: '#ffffff' }).png().toBuffer()],
  ['low contrast', (png) => sharp(png).linear(0.35, 150).png().toBuffer()],
  [
    'photo (squeeze, shade, blur, jpeg)',
    async (png) => {
      const meta = await sharp(png).metadata();
      const squeezed = await sharp(png)
        .resize(Math.round(meta.width! * 0.8), Math.round(meta.height! * 0.9), { fit: 'fill' })
        .rotate(-1.5, { background: '#f0ede4' })
        .linear(0.8, 20)
        .blur(0.8)
        .toBuffer();
      return sharp(squeezed).jpeg({ quality: 40 }).toBuffer();
    },
  ],
];

async function generalSet(): Promise<Sample[]> {
  const out: Sample[] = [];
  const pages: { lines: string[]; font: string; size: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const zh = [ZH[(i * 3) % ZH.length]!, ZH[(i * 3 + 1) % ZH.length]!, ZH[(i * 3 + 2) % ZH.length]!];
    const lines = i % 2 ? [...zh, EN[i % EN.length]!] : zh;
    pages.push({ lines, font: FONTS[i % FONTS.length]!, size: [22, 28, 34, 18][i % 4]! });
  }
  for (const [i, p] of pages.entries()) {
    const clean = await renderText(pageSpec(p.lines, p.font, p.size));
    const truth = p.lines.join('\n');
    out.push({ name: `clean ${i + 1} (${p.font}, ${p.size}px)`, degraded: false, png: clean, truth });
    const [label, degrade] = DEGRADATIONS[i % DEGRADATIONS.length]!;
    out.push({ name: `${label} ${i + 1}`, degraded: true, png: await degrade(clean), truth });
  }
  return out;
}

/** Edit distance of two strings (by code point). */
export function levenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[y.length]!;
}

/** Full-width punctuation and white space folded, so layout and punctuation width do not count. */
function norm(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[，]/g, ',')
    .replace(/\s+/g, '');
}

function cer(pred: string, truth: string): number {
  const t = norm(truth);
  return levenshtein(norm(pred), t) / [...t].length;
}

async function tesseract(dir: string, png: Buffer): Promise<{ text: string; ms: number }> {
  const file = path.join(dir, 'in.png');
  writeFileSync(file, await sharp(png).png().toBuffer());
  const started = performance.now();
  const { stdout } = await run('tesseract', [file, 'stdout', '-l', 'chi_sim+eng', '--psm', '3'], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return { text: stdout, ms: performance.now() - started };
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const ms = (v: number) => `${Math.round(v)} ms`;

async function main() {
  const threads = arg('threads', 1);
  const dir = mkdtempSync(path.join(tmpdir(), 'ocr-bench-'));
  try {
    const loadStart = performance.now();
    const ocr = await nodeOcr(threads);
    const loadMs = performance.now() - loadStart;

    // Speed on a 1080x1440 page (a phone photo's size): first use (with load) and warm.
    const pageLines = Array.from({ length: 24 }, (_, i) => ZH[i % ZH.length]!.slice(0, 18));
    const page = await renderText({
      width: 1080,
      height: 1440,
      lines: pageLines.map((text, i) => ({ text, x: 60, y: 90 + i * 54, size: 32 })),
    });
    const pageRgba = await readRgba(page);
    const firstStart = performance.now();
    await ocr.recognize({ ...pageRgba, data: new Uint8Array(pageRgba.data) });
    const firstMs = performance.now() - firstStart + loadMs;
    const warm: number[] = [];
    const tess: number[] = [];
    let pageCer = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const r = await ocr.recognize({ ...pageRgba, data: new Uint8Array(pageRgba.data) });
      warm.push(performance.now() - t0);
      pageCer = cer(r.text, pageLines.join('\n'));
      tess.push((await tesseract(dir, page)).ms);
    }
    console.log(`\nSpeed, 1080x1440 page of 24 lines (Node, onnxruntime-node CPU, ${threads} thread(s)):`);
    console.log('| engine | first use (load + read) | warm median | CER |');
    console.log('|---|---|---|---|');
    console.log(`| PP-OCR v4 (ours) | ${ms(firstMs)} (load ${ms(loadMs)}) | ${ms(median(warm))} | ${pct(pageCer)} |`);
    const tessPage = await tesseract(dir, page);
    console.log(
      `| Tesseract 5 chi_sim+eng | ${ms(tess[0]!)} | ${ms(median(tess))} | ${pct(cer(tessPage.text, pageLines.join('\n')))} |`,
    );

    // Quality on the general set.
    const samples = await generalSet();
    console.log('\nGeneral text, character error rate per image (white space ignored):');
    console.log('| image | PP-OCR CER | PP-OCR time | Tesseract CER | Tesseract time |');
    console.log('|---|---|---|---|---|');
    const sums = { clean: { p: 0, t: 0, n: 0, pc: 0, tc: 0 }, degraded: { p: 0, t: 0, n: 0, pc: 0, tc: 0 } };
    for (const s of samples) {
      const t0 = performance.now();
      const r = await ocr.recognize(await readRgba(s.png));
      const pMs = performance.now() - t0;
      const tr = await tesseract(dir, s.png);
      const pc = cer(r.text, s.truth);
      const tc = cer(tr.text, s.truth);
      const bucket = sums[s.degraded ? 'degraded' : 'clean'];
      bucket.n++;
      bucket.pc += pc;
      bucket.tc += tc;
      bucket.p += pMs;
      bucket.t += tr.ms;
      console.log(`| ${s.name} | ${pct(pc)} | ${ms(pMs)} | ${pct(tc)} | ${ms(tr.ms)} |`);
    }
    console.log(
      '\n| half | images | PP-OCR CER (mean) | Tesseract CER (mean) | PP-OCR mean time | Tesseract mean time |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [name, b] of Object.entries(sums)) {
      console.log(
        `| ${name} | ${b.n} | ${pct(b.pc / b.n)} | ${pct(b.tc / b.n)} | ${ms(b.p / b.n)} | ${ms(b.t / b.n)} |`,
      );
    }

    await fieldReaders(ocr);
    await ocr.release();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Doc {
  tool: string;
  spec: TextLayoutSpec;
  read: (ocr: NodeOcr, png: Buffer) => Promise<ReadField[]>;
  expected: Record<string, string>;
}

const simple =
  (reader: (lines: { text: string; confidence: number }[]) => ReadField[]) => async (ocr: NodeOcr, png: Buffer) =>
    reader((await ocr.recognize(await readRgba(png))).lines);

async function fieldReaders(ocr: NodeOcr) {
  const docs: Doc[] = [
    {
      tool: 'identification',
      spec: idCardSpec(ID_CARD),
      read: simple(readIdCard),
      expected: {
        name: '张小明',
        sex: '男',
        ethnicity: '汉',
        birth: '1985-06-15',
        address: '江苏省南京市玄武区示例路100号',
        number: ID_CARD.number,
      },
    },
    {
      tool: 'bankcard_ocr',
      spec: bankCardSpec(BANK_CARD),
      read: simple(readBankCard),
      expected: { number: BANK_CARD.number, network: 'unionpay', expiry: BANK_CARD.expiry, bank: '示例银行' },
    },
    {
      tool: 'passport_ocr',
      spec: passportSpec(PASSPORT),
      read: simple((lines) => readPassport(lines, new Date(Date.UTC(2026, 10, 23)))),
      expected: {
        number: PASSPORT.number,
        surname: 'ZHANG',
        givenNames: 'XIAOMING',
        nationality: 'UTO',
        birth: '1985-06-15',
        expiry: '2034-01-01',
        sex: 'M',
      },
    },
    {
      tool: 'container_ocr',
      spec: containerSpec(CONTAINER),
      read: async (o, png) => {
        const image = await readRgba(png);
        const result = await o.recognize({ ...image, data: new Uint8Array(image.data) });
        const serial = serialWithoutCheckDigit(result.lines);
        const frames = serial
          ? await o.recognizeQuads(
              image,
              FRAME_REGIONS.map(([gap, width]) => quadToRight(serial, gap, width)),
            )
          : [];
        return readContainer(result.lines, frames);
      },
      expected: { number: 'CSQU3054383', checkDigit: '3', sizeType: '22G1' },
    },
    {
      tool: 'ocr_bizLicense',
      spec: licenseSpec(LICENSE),
      read: simple(readBizLicense),
      expected: {
        code: LICENSE.code,
        name: LICENSE.name,
        representative: LICENSE.representative,
        founded: '2020-05-08',
        address: LICENSE.address,
      },
    },
  ];
  console.log('\nField readers on the synthetic documents (clean and each degradation):');
  console.log('| tool | documents | every field exact | a wrong value passed its check |');
  console.log('|---|---|---|---|');
  for (const doc of docs) {
    const clean = await renderText(doc.spec);
    const variants: [string, Buffer][] = [['clean', clean]];
    for (const [label, degrade] of DEGRADATIONS) variants.push([label, await degrade(clean)]);
    let exact = 0;
    let wrongPassed = 0;
    const misses: string[] = [];
    for (const [label, png] of variants) {
      const fields = await doc.read(ocr, png);
      const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
      const wrong = Object.entries(doc.expected).filter(([k, v]) => byKey[k]?.value !== v);
      if (wrong.length === 0) exact++;
      else
        misses.push(
          `${label}: ${wrong.map(([k]) => `${k}=${byKey[k]?.value || '∅'}(${byKey[k]?.status})`).join(', ')}`,
        );
      // A field with a check rule that passed ("ok") while its value is wrong.
      if (wrong.some(([k]) => byKey[k]?.status === 'ok' && ['number', 'code', 'checkDigit'].includes(k))) wrongPassed++;
    }
    console.log(
      `| ${doc.tool} | ${variants.length} | ${exact}/${variants.length} (${pct(exact / variants.length)}) | ${wrongPassed} |`,
    );
    for (const m of misses) console.log(`|  | ${m} | | |`);
  }
}

await main();
