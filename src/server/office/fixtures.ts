/** Chinese Office documents made in the test (never committed), and hostile files, for conversion tests and the bench. */
import { Document, Packer, Paragraph, TextRun, PageBreak } from 'docx';
import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';
import { strToU8, unzipSync, zipSync } from 'fflate';

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
