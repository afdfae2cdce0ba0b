/**
 * What a file really is, read from its bytes before LibreOffice sees it, and the catalogue code a tool
 * answers for it: zip bombs, encrypted OpenDocument/OOXML/.doc/.xls/.ppt, macros, programs renamed, empty
 * and truncated files.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../common/errors.js';
import type { OfficeToolSlug } from '../../common/office-formats.js';
import { TaskError } from '../tasks/types.js';
import {
  chineseDocx,
  chinesePptx,
  chineseXlsx,
  compoundDirectory,
  encryptedOdt,
  fakeExe,
  savedByLibreOffice,
  withMacros,
  zipBomb,
} from './fixtures.js';
import { inspectDocument, type Inspection } from './inspect.js';
import { planConversion } from './kinds.js';

const LIMITS = { maxExpandedBytes: 5_000_000, maxEntries: 100 };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inspect-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function inspect(bytes: Buffer, name: string, limits = LIMITS): Promise<Inspection> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  return inspectDocument(file, limits, name);
}

/** A zip whose first entry claims to be encrypted (general-purpose flag bit 0), as old zip passwords do. */
function zipCryptoFlag(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const central = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  out.writeUInt16LE(out.readUInt16LE(central + 8) | 1, central + 8);
  return out;
}

/** An OpenDocument text with a Basic library (what LibreOffice saves macros as). */
function odtWithBasic(): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': strToU8('<office:document-content/>'),
      'Basic/Standard/Module1.xml': strToU8('<script:module>Sub Main\nShell "calc"\nEnd Sub</script:module>'),
      'META-INF/manifest.xml': strToU8('<manifest:manifest/>'),
    }),
  );
}

/** A .docx holding many tiny parts. */
function manyEntries(n: number): Buffer {
  const files: Record<string, Uint8Array> = { '[Content_Types].xml': strToU8('<Types/>') };
  for (let i = 0; i < n; i++) files[`word/part${i}.xml`] = strToU8('<x/>');
  return Buffer.from(zipSync(files));
}

type Case = [string, () => Buffer | Promise<Buffer>, string, Partial<Inspection>, RegExp?];

const CASES: Case[] = [
  ['a 0-byte file', () => Buffer.alloc(0), 'empty.docx', { container: 'empty', format: null }],
  ['a real .docx', chineseDocx, 'a.docx', { container: 'zip', format: 'docx', encrypted: false, macros: false }],
  ['a real .xlsx', chineseXlsx, 'a.xlsx', { format: 'xlsx', encrypted: false, macros: false }],
  ['a real .pptx', chinesePptx, 'a.pptx', { format: 'pptx', encrypted: false, macros: false }],
  ['a .xlsx renamed .docx', chineseXlsx, 'a.docx', { format: 'xlsx' }],
  ['a zip bomb (6 MB of zeros, past a 5 MB limit)', () => zipBomb(6), 'bomb.docx', { format: 'docx' }, /expands/],
  ['a zip of too many parts', () => manyEntries(150), 'many.docx', { container: 'zip' }, /151 entries/],
  [
    'a truncated zip (its directory cut off)',
    async () => (await chineseDocx()).subarray(0, 4000),
    'cut.docx',
    { container: 'zip', format: null },
  ],
  [
    'a .docx with a VBA project',
    async () => withMacros(await chineseDocx()),
    'm.docx',
    { format: 'docx', macros: true },
  ],
  ['an .odt with a Basic library', odtWithBasic, 'm.odt', { format: 'odt', macros: true }],
  ['a password-protected .odt', encryptedOdt, 'secret.odt', { format: 'odt', encrypted: true }],
  ['a zip with an encrypted entry', async () => zipCryptoFlag(await chineseDocx()), 'z.docx', { encrypted: true }],
  [
    'an encrypted OOXML document (an OLE file of EncryptionInfo and EncryptedPackage)',
    () => compoundDirectory([{ name: 'EncryptionInfo' }, { name: 'EncryptedPackage' }]),
    'secret.docx',
    { container: 'ole', encrypted: true, format: null },
  ],
  [
    'a .doc LibreOffice saved with a password',
    () => savedByLibreOffice('encrypted.doc'),
    'secret.doc',
    { container: 'ole', format: 'doc', encrypted: true, macros: false },
  ],
  [
    'a small .xls LibreOffice saved with a password (its workbook in the mini stream)',
    () => savedByLibreOffice('encrypted.xls'),
    'secret.xls',
    { container: 'ole', format: 'xls', encrypted: true },
  ],
  ['a plain .xls', () => savedByLibreOffice('plain.xls'), 'plain.xls', { format: 'xls', encrypted: false }],
  [
    'a .ppt with an encrypted summary',
    () => compoundDirectory([{ name: 'PowerPoint Document' }, { name: 'EncryptedSummary' }]),
    'secret.ppt',
    { format: 'ppt', encrypted: true },
  ],
  [
    'a .doc with macros',
    () => compoundDirectory([{ name: 'WordDocument' }, { name: 'Macros', storage: true }]),
    'm.doc',
    { format: 'doc', macros: true, encrypted: false },
  ],
  [
    'an .xls with a VBA project',
    () => compoundDirectory([{ name: 'Workbook' }, { name: '_VBA_PROJECT_CUR', storage: true }]),
    'm.xls',
    { format: 'xls', macros: true },
  ],
  ['an .exe renamed .docx', fakeExe, 'setup.docx', { container: 'other', format: null }],
  ['an RTF document', () => Buffer.from('{\\rtf1\\ansi 你好}'), 'a.rtf', { container: 'rtf', format: 'rtf' }],
  ['a PDF', () => Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'a.docx', { container: 'pdf', format: null }],
  ['UTF-8 text', () => Buffer.from('春眠不觉晓\n处处闻啼鸟\n'), 'a.txt', { format: 'txt', encoding: 'utf-8' }],
  [
    'GB18030 text',
    () => Buffer.from([0xb4, 0xba, 0xc3, 0xdf, 0xb2, 0xbb, 0xbe, 0xf5, 0xcf, 0xfe, 0x0a]),
    'a.txt',
    { format: 'txt', encoding: 'gb18030' },
  ],
  ['CSV text', () => Buffer.from('产品,数量\n苹果,3\n'), 'a.csv', { format: 'csv' }],
  ['HTML', () => Buffer.from('<!doctype html><html><body><p>你好</p></body></html>'), 'a.html', { format: 'html' }],
  ['binary bytes named .txt', () => Buffer.from([0x00, 0x01, 0x02, 0xff]), 'a.txt', { container: 'other' }],
];

describe('inspectDocument', () => {
  it.each(CASES)('%s', async (_, make, name, expected, bomb) => {
    const found = await inspect(await make(), name);
    expect(found).toMatchObject(expected);
    if (bomb) expect(found.bomb).toMatch(bomb);
    else expect(found.bomb).toBeUndefined();
  });

  it('a single part expanding more than 200 times its packed size past 10 MB is a bomb under any total limit', async () => {
    const found = await inspect(zipBomb(12), 'b.docx', { maxExpandedBytes: 1_000_000_000, maxEntries: 100 });
    expect(found.bomb).toMatch(/word\/document\.xml expands/);
  });

  it('reads a zip’s parts from its directory only: a real document with one part damaged still says docx', async () => {
    const parts = unzipSync(await chineseDocx());
    parts['word/document.xml'] = strToU8('<<<<');
    expect(await inspect(Buffer.from(zipSync(parts)), 'a.docx')).toMatchObject({ format: 'docx' });
  });
});

describe('what each tool answers for an inspected file', () => {
  const plan = async (slug: OfficeToolSlug, make: () => Buffer | Promise<Buffer>, name: string) => {
    try {
      return planConversion(slug, {}, await inspect(await make(), name), name);
    } catch (error) {
      if (error instanceof TaskError) return error.code;
      throw error;
    }
  };

  it.each([
    ['word_2_pdf', 'a 0-byte file', () => Buffer.alloc(0), 'a.docx', ErrorCodes.notWhatItClaims],
    ['word_2_pdf', 'a zip bomb', () => zipBomb(6), 'bomb.docx', ErrorCodes.notWhatItClaims],
    [
      'word_2_pdf',
      'an encrypted .doc',
      () => savedByLibreOffice('encrypted.doc'),
      's.doc',
      ErrorCodes.encryptedDocument,
    ],
    [
      'word_2_pdf',
      'an encrypted OOXML file',
      () => compoundDirectory([{ name: 'EncryptionInfo' }, { name: 'EncryptedPackage' }]),
      's.docx',
      ErrorCodes.encryptedDocument,
    ],
    [
      'excel_to_pdf',
      'an encrypted .xls',
      () => savedByLibreOffice('encrypted.xls'),
      's.xls',
      ErrorCodes.encryptedDocument,
    ],
    ['word_2_pdf', 'macros', async () => withMacros(await chineseDocx()), 'm.docx', ErrorCodes.macroDocument],
    ['word_2_pdf', 'an .exe renamed .docx', fakeExe, 'setup.docx', ErrorCodes.notWhatItClaims],
    ['word_2_pdf', 'an .exe under its own name', fakeExe, 'setup.exe', ErrorCodes.unsupportedFormat],
    [
      'word_2_pdf',
      'a truncated .docx',
      async () => (await chineseDocx()).subarray(0, 4000),
      'c.docx',
      ErrorCodes.notWhatItClaims,
    ],
    ['word_2_pdf', 'a spreadsheet renamed .docx', chineseXlsx, 'a.docx', ErrorCodes.notWhatItClaims],
    ['word_2_pdf', 'a real spreadsheet', chineseXlsx, 'a.xlsx', ErrorCodes.unsupportedFormat],
  ] as const)('%s: %s', async (slug, _, make, name, code) => {
    expect(await plan(slug, make, name)).toBe(code);
  });

  it.each([
    ['word_2_pdf', 'a.docx', chineseDocx, { from: 'docx', to: 'pdf' }],
    ['excel_to_pdf', 'a.xls', () => savedByLibreOffice('plain.xls'), { from: 'xls', to: 'pdf' }],
    ['ppt_2_pdf', '演示.pptx', chinesePptx, { from: 'pptx', to: 'pdf' }],
  ] as const)('%s takes %s', async (slug, name, make, formats) => {
    expect(await plan(slug, make, name)).toEqual(formats);
  });
});
