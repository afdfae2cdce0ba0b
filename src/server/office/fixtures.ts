/** Chinese Office documents made in the test (never committed), and hostile files, for conversion tests and the bench. */
import { Document, Packer, Paragraph, TextRun, PageBreak } from 'docx';
import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

export const SENTENCES = ['春眠不觉晓，处处闻啼鸟。', '文档转换应当保留每一个汉字。', '这是一份用于测试的中文文件。'];

/** A Word document of `pages` pages, each with every sentence (and a few more lines). */
export async function chineseDocx(pages = 1): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let p = 0; p < pages; p++) {
    for (const s of SENTENCES)
      children.push(new Paragraph({ children: [new TextRun({ text: s, font: '宋体', size: 24 })] }));
    for (let i = 0; i < 25; i++)
      children.push(new Paragraph(`第${p + 1}页第${i + 1}行：人工智能与办公软件的结合让文档处理更加高效。`));
    if (p < pages - 1) children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export async function chineseXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('销售表');
  sheet.addRow(['产品', '说明', '数量']);
  SENTENCES.forEach((s, i) => sheet.addRow([`产品${i + 1}`, s, i + 10]));
  sheet.getColumn(2).width = 40;
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function chinesePptx(): Promise<Buffer> {
  const pres = new PptxGenJS();
  for (const s of SENTENCES) {
    const slide = pres.addSlide();
    slide.addText(s, { x: 0.5, y: 1, w: 9, h: 1.5, fontSize: 28, fontFace: 'Microsoft YaHei' });
  }
  return (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
}

/**
 * A Chinese .docx carrying a 1800×1800 JPEG at full quality and a part nothing refers to: 文档瘦身's work
 * (the image recompressed to 1600 px at the strong level, the part dropped).
 */
export async function heavyDocx(): Promise<Buffer> {
  const parts = unzipSync(await chineseDocx());
  const noise = Buffer.alloc(300 * 300 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  parts['word/media/big.jpeg'] = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
    .resize(1800, 1800, { kernel: 'nearest' })
    .jpeg({ quality: 100 })
    .toBuffer();
  const rels = new TextDecoder().decode(parts['word/_rels/document.xml.rels']);
  parts['word/_rels/document.xml.rels'] = strToU8(
    rels.replace(
      '</Relationships>',
      '<Relationship Id="rIdBig" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/big.jpeg"/></Relationships>',
    ),
  );
  parts['word/orphan.xml'] = strToU8('<unused/>');
  return Buffer.from(zipSync(parts));
}

/** A .docx already packed as tightly as 文档瘦身 would pack it (nothing to drop, no image): it cannot shrink. */
export async function tightDocx(): Promise<Buffer> {
  const parts = unzipSync(await chineseDocx());
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).map(([n, d]) => [n, [d, { level: 9 }]]))));
}

/** A .docx whose one part inflates to `megabytes` MB of zeros (a zip bomb renamed .docx). */
export function zipBomb(megabytes: number): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': [new Uint8Array(megabytes * 1_000_000), { level: 9 }],
    }),
  );
}

/** The given document with a VBA project added (what Word's .docm carries). */
export function withMacros(docx: Buffer): Buffer {
  const files = unzipSync(docx);
  files['word/vbaProject.bin'] = strToU8('Attribute VB_Name = "AutoOpen"\nSub AutoOpen()\nShell "calc"\nEnd Sub');
  return Buffer.from(zipSync(files));
}

/** An OpenDocument text whose manifest says it is encrypted (what a password-protected .odt is). */
export function encryptedOdt(): Buffer {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml" manifest:size="1024">
  <manifest:encryption-data manifest:checksum-type="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0#sha256-1k" manifest:checksum="AAAA">
   <manifest:algorithm manifest:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc" manifest:initialisation-vector="AAAA"/>
  </manifest:encryption-data>
 </manifest:file-entry>
</manifest:manifest>`;
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': new Uint8Array(1024).map((_, i) => (i * 7919) & 255),
      'META-INF/manifest.xml': strToU8(manifest),
    }),
  );
}

/** A Windows executable's start (MZ header) with some bytes after it. */
export function fakeExe(): Buffer {
  const b = Buffer.alloc(4096, 0x90);
  b.write('MZ', 0, 'latin1');
  b.write('This program cannot be run in DOS mode.', 78, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** Looks like a .docx to the inspection (zip with the right parts) but its XML is garbage. */
export function brokenDocx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'),
      '_rels/.rels': strToU8('not xml at all'),
      'word/document.xml': strToU8('<<<<'),
    }),
  );
}

/**
 * An OLE compound file (the container of .doc/.xls/.ppt and of encrypted OOXML) holding only a directory:
 * every stream empty, storages as named. Enough for the inspection, which reads what a file is from names.
 */
export function compoundDirectory(entries: { name: string; storage?: boolean }[]): Buffer {
  const NONE = 0xffffffff;
  const END = 0xfffffffe;
  const all = [{ name: 'Root Entry', type: 5 }, ...entries.map((e) => ({ name: e.name, type: e.storage ? 1 : 2 }))];
  const dirSectors = Math.ceil((all.length * 128) / 512);
  const out = Buffer.alloc(512 * (2 + dirSectors), 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x3e, 24); // minor version
  out.writeUInt16LE(3, 26); // major version (512-byte sectors)
  out.writeUInt16LE(0xfffe, 28); // byte order
  out.writeUInt16LE(9, 30); // sector shift
  out.writeUInt16LE(6, 32); // mini sector shift
  out.writeUInt32LE(1, 44); // FAT sectors
  out.writeUInt32LE(1, 48); // first directory sector
  out.writeUInt32LE(4096, 56); // mini stream cutoff
  out.writeUInt32LE(END, 60); // no mini FAT
  out.writeUInt32LE(END, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) out.writeUInt32LE(i === 0 ? 0 : NONE, 76 + i * 4);
  // Sector 0 is the FAT: itself, then the directory's chain.
  const fat = 512;
  for (let i = 0; i < 128; i++) out.writeUInt32LE(NONE, fat + i * 4);
  out.writeUInt32LE(0xfffffffd, fat);
  for (let s = 1; s <= dirSectors; s++) out.writeUInt32LE(s === dirSectors ? END : s + 1, fat + s * 4);
  // The directory: the root's child is entry 1, each entry's right sibling the next (a valid, if lopsided, tree).
  all.forEach((entry, i) => {
    const at = 1024 + i * 128;
    out.write(`${entry.name}\0`, at, 'utf16le');
    out.writeUInt16LE((entry.name.length + 1) * 2, at + 64);
    out[at + 66] = entry.type;
    out[at + 67] = 1; // black
    out.writeUInt32LE(NONE, at + 68);
    out.writeUInt32LE(i > 0 && i + 1 < all.length ? i + 1 : NONE, at + 72);
    out.writeUInt32LE(i === 0 && all.length > 1 ? 1 : NONE, at + 76);
    out.writeUInt32LE(END, at + 116);
  });
  for (let i = all.length; i < dirSectors * 4; i++) {
    const at = 1024 + i * 128;
    out.writeUInt32LE(NONE, at + 68);
    out.writeUInt32LE(NONE, at + 72);
    out.writeUInt32LE(NONE, at + 76);
  }
  return out;
}

/** Files LibreOffice 7.4 wrote from `chineseDocx`/`chineseXlsx` (password `secret` for the encrypted ones). */
export function savedByLibreOffice(name: 'encrypted.doc' | 'encrypted.xls' | 'plain.xls'): Buffer {
  return readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));
}
