/**
 * What an Office file really is, read from its bytes before LibreOffice sees it: the format (never the
 * name's word for it), whether it is encrypted or carries macros, and whether a zip would expand past the
 * limits (a zip bomb). Reads only the zip's central directory (and the small ODF manifest) or the OLE
 * compound file's directory, never the whole document.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { looksLikeMarkup } from '../uploads/sniff.js';
import type { OfficeFormat } from '../../common/office-formats.js';

export interface Inspection {
  /** The format the content shows, or null when it is no document we know. */
  format: OfficeFormat | null;
  container: 'zip' | 'ole' | 'rtf' | 'text' | 'pdf' | 'empty' | 'other';
  encrypted: boolean;
  macros: boolean;
  /** A zip past the limits: expands too far, too many entries, or a suspicious ratio. */
  bomb?: string;
  /** Text files: the encoding their bytes are in. */
  encoding?: 'utf-8' | 'gb18030';
}

export interface InspectLimits {
  maxExpandedBytes: number;
  maxEntries: number;
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A single entry expanding more than this many times its packed size, past 10 MB, is a bomb. */
const MAX_RATIO = 200;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

export async function inspectDocument(file: string, limits: InspectLimits, claimedName = ''): Promise<Inspection> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    if (size === 0) return plain('empty');
    const head = await readAt(fh, 0, Math.min(size, 8192));
    if (head.readUInt32LE(0) === ZIP_LOCAL) return await inspectZip(fh, size, limits);
    if (head.subarray(0, 8).equals(OLE_MAGIC)) return await inspectOle(fh, size);
    if (head.subarray(0, 5).toString('latin1') === '{\\rtf') return { ...plain('rtf'), format: 'rtf' };
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return plain('pdf');
    return await inspectText(fh, size, head, claimedName);
  } finally {
    await fh.close();
  }
}

function plain(container: Inspection['container']): Inspection {
  return { format: null, container, encrypted: false, macros: false };
}

// ---------------------------------------------------------------- text

const MAX_TEXT_BYTES = 20_000_000;

async function inspectText(fh: FileHandle, size: number, head: Buffer, claimedName: string): Promise<Inspection> {
  if (head.includes(0) || size > MAX_TEXT_BYTES) return plain('other');
  const bytes = await readAt(fh, 0, size);
  let encoding: Inspection['encoding'];
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    encoding = 'utf-8';
  } catch {
    try {
      new TextDecoder('gb18030', { fatal: true }).decode(bytes);
      encoding = 'gb18030';
    } catch {
      return plain('other');
    }
  }
  const text = new TextDecoder(encoding).decode(bytes.subarray(0, 4096));
  // A control character other than tab, CR, LF, FF: not text.
  if (/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return plain('other');
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(claimedName)?.[1].toLowerCase();
  let format: OfficeFormat = 'txt';
  if (looksLikeMarkup(bytes.subarray(0, 4096)) && /<(html|body|p|div|table|h[1-6])\b/i.test(text)) format = 'html';
  else if (ext === 'csv') format = 'csv';
  return { format, container: 'text', encrypted: false, macros: false, encoding };
}

// ---------------------------------------------------------------- zip (OOXML, OpenDocument)

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  packed: number;
  size: number;
  localOffset: number;
}

async function zipEntries(fh: FileHandle, size: number, maxEntries: number): Promise<ZipEntry[] | string> {
  const tailLength = Math.min(size, 65_557);
  const tail = await readAt(fh, size - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'no zip directory';
  const count = tail.readUInt16LE(end + 10);
  const dirSize = tail.readUInt32LE(end + 12);
  const dirOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) return 'zip64 archive';
  if (count > maxEntries) return `${count} entries`;
  if (dirOffset + dirSize > size) return 'zip directory out of the file';
  const dir = await readAt(fh, dirOffset, dirSize);
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 46 <= dir.length && dir.readUInt32LE(at) === ZIP_CENTRAL) {
    const nameLength = dir.readUInt16LE(at + 28);
    const extra = dir.readUInt16LE(at + 30);
    const comment = dir.readUInt16LE(at + 32);
    entries.push({
      flags: dir.readUInt16LE(at + 8),
      method: dir.readUInt16LE(at + 10),
      packed: dir.readUInt32LE(at + 20),
      size: dir.readUInt32LE(at + 24),
      localOffset: dir.readUInt32LE(at + 42),
      name: dir.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extra + comment;
  }
  if (entries.length !== count) return 'damaged zip directory';
  return entries;
}

/** The bytes of one (small) entry, inflated with an output cap. */
async function zipEntryData(fh: FileHandle, entry: ZipEntry, cap: number): Promise<Buffer | null> {
  if (entry.size > cap || entry.packed > cap) return null;
  const local = await readAt(fh, entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== ZIP_LOCAL) return null;
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const packed = await readAt(fh, start, entry.packed);
  if (entry.method === 0) return packed;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(packed, { maxOutputLength: cap });
  } catch {
    return null;
  }
}

const ODF_TYPES: Record<string, OfficeFormat> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

async function inspectZip(fh: FileHandle, size: number, limits: InspectLimits): Promise<Inspection> {
  const result: Inspection = { format: null, container: 'zip', encrypted: false, macros: false };
  const entries = await zipEntries(fh, size, limits.maxEntries);
  if (typeof entries === 'string') {
    if (/entries|zip64/.test(entries)) result.bomb = entries;
    return result;
  }
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (e.size > 10_000_000 && e.size > e.packed * MAX_RATIO) result.bomb = `${e.name} expands ${e.size} bytes`;
    if (e.flags & 1) result.encrypted = true;
  }
  if (total > limits.maxExpandedBytes) result.bomb = `expands to ${total} bytes`;
  const names = new Set(entries.map((e) => e.name));
  const has = (prefix: string) => entries.some((e) => e.name.startsWith(prefix));
  result.macros = entries.some(
    (e) =>
      /(^|\/)vbaProject\.bin$/i.test(e.name) ||
      /(^|\/)vbaData\.xml$/i.test(e.name) ||
      /^(Basic|Scripts)\/.+/.test(e.name),
  );
  if (names.has('[Content_Types].xml')) {
    if (has('word/')) result.format = 'docx';
    else if (has('xl/')) result.format = 'xlsx';
    else if (has('ppt/')) result.format = 'pptx';
    return result;
  }
  const mimetype = entries.find((e) => e.name === 'mimetype');
  if (mimetype) {
    const type = (await zipEntryData(fh, mimetype, 200))?.toString('latin1').trim() ?? '';
    result.format = ODF_TYPES[type] ?? null;
    const manifest = entries.find((e) => e.name === 'META-INF/manifest.xml');
    const text = manifest ? ((await zipEntryData(fh, manifest, 4_000_000))?.toString('utf8') ?? '') : '';
    if (/encryption-data/.test(text)) result.encrypted = true;
  }
  return result;
}

// ---------------------------------------------------------------- OLE compound files (doc, xls, ppt)

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;

async function inspectOle(fh: FileHandle, size: number): Promise<Inspection> {
  const result: Inspection = { format: null, container: 'ole', encrypted: false, macros: false };
  const header = await readAt(fh, 0, 512);
  const shift = header.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return result;
  const sector = 1 << shift;
  const offset = (n: number) => (n + 1) * sector;
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = header.readUInt32LE(76 + i * 4);
    if (s !== FREE) fatSectors.push(s);
  }
  // Further FAT sector numbers are in the DIFAT chain.
  let difat = header.readUInt32LE(68);
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE && guard < 10_000; guard++) {
    const block = await readAt(fh, offset(difat), sector);
    if (block.length < sector) break;
    for (let i = 0; i < sector / 4 - 1; i++) {
      const s = block.readUInt32LE(i * 4);
      if (s !== FREE) fatSectors.push(s);
    }
    difat = block.readUInt32LE(sector - 4);
  }
  const maxSectors = Math.ceil(size / sector);
  const fatBlocks = new Map<number, Buffer>();
  const perBlock = sector / 4;
  const nextSector = async (n: number): Promise<number> => {
    const index = Math.floor(n / perBlock);
    if (index >= fatSectors.length) return END_OF_CHAIN;
    let block = fatBlocks.get(index);
    if (!block) {
      block = await readAt(fh, offset(fatSectors[index]), sector);
      fatBlocks.set(index, block);
    }
    const at = (n % perBlock) * 4;
    return at + 4 <= block.length ? block.readUInt32LE(at) : END_OF_CHAIN;
  };
  const names: { name: string; type: number; start: number; size: number }[] = [];
  let dirSector = header.readUInt32LE(48);
  for (let guard = 0; dirSector < maxSectors && guard < maxSectors; guard++) {
    const block = await readAt(fh, offset(dirSector), sector);
    for (let at = 0; at + 128 <= block.length; at += 128) {
      const length = block.readUInt16LE(at + 64);
      if (length < 2 || length > 64 || block[at + 66] === 0) continue;
      names.push({
        name: block.subarray(at, at + length - 2).toString('utf16le'),
        type: block[at + 66],
        start: block.readUInt32LE(at + 116),
        size: block.readUInt32LE(at + 120),
      });
    }
    dirSector = await nextSector(dirSector);
  }
  const find = (name: string) => names.find((n) => n.name === name);
  // A stream's first bytes (at most one mini sector for a small stream: enough for a FIB's flags or an xls
  // file's first two records). Streams under the cutoff (4096 bytes) live in the mini stream, which is the
  // root entry's own chain of sectors.
  const miniCutoff = header.readUInt32LE(56);
  const miniSize = 1 << header.readUInt16LE(32);
  const root = names.find((n) => n.type === 5);
  const streamHead = async (entry: { start: number; size: number }, length: number): Promise<Buffer> => {
    if (entry.size >= miniCutoff) {
      return entry.start < maxSectors ? readAt(fh, offset(entry.start), Math.min(length, entry.size)) : Buffer.alloc(0);
    }
    if (!root || miniSize > sector) return Buffer.alloc(0);
    const at = entry.start * miniSize;
    let container = root.start;
    for (let i = 0; i < Math.floor(at / sector) && container < maxSectors; i++) container = await nextSector(container);
    if (container >= maxSectors) return Buffer.alloc(0);
    return readAt(fh, offset(container) + (at % sector), Math.min(length, miniSize, entry.size));
  };
  if (find('EncryptionInfo') && find('EncryptedPackage')) {
    result.encrypted = true; // an encrypted OOXML document (Office's "protect with password")
    return result;
  }
  result.macros = ['Macros', '_VBA_PROJECT_CUR', '_VBA_PROJECT', 'VBA'].some((n) => find(n));
  const word = find('WordDocument');
  const book = find('Workbook') ?? find('Book');
  if (word) {
    result.format = 'doc';
    // FIB: fEncrypted is bit 8 of the flags word at 0x0A.
    const fib = await streamHead(word, 16);
    if (fib.length >= 12 && fib.readUInt16LE(10) & 0x0100) result.encrypted = true;
  } else if (book) {
    result.format = 'xls';
    // A FILEPASS record (0x002F) right after the BOF record means the workbook is encrypted.
    const records = await streamHead(book, 512);
    let at = 0;
    for (let i = 0; i < 8 && at + 4 <= records.length; i++) {
      if (records.readUInt16LE(at) === 0x002f) result.encrypted = true;
      at += 4 + records.readUInt16LE(at + 2);
    }
  } else if (find('PowerPoint Document')) {
    result.format = 'ppt';
    if (find('EncryptedSummary')) result.encrypted = true;
  }
  return result;
}
