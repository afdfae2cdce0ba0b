/**
 * A small PDF made in the test (pdf-lib, standard fonts): a heading, wrapped paragraphs, a bulleted list,
 * a ruled table of numbers and a second page; and the Node conversion of it (PDF.js legacy build).
 */
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { convertPdf, type ConvertOptions, type ConvertResult, type OfficeTarget } from './convert.js';

export const SAMPLE = {
  heading: 'Quarterly Report',
  paragraph:
    'The quarterly report summarises the progress of the third quarter, including new features and the growth of active users in every region.',
  bullets: ['Batch conversion of many files', 'Chinese fonts kept'],
  table: [
    ['Region', 'Offices', 'Revenue'],
    ['East', '42', '3,450.50'],
    ['South', '37', '2,980.00'],
  ],
  second: 'The second page goes on with the plans for the next quarter.',
};

/** Lines of at most `width` points in `font` at `size`. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 842 - 80;
  page.drawText(SAMPLE.heading, { x: 72, y, size: 20, font: bold, color: rgb(0.18, 0.45, 0.71) });
  y -= 36;
  for (const line of wrap(SAMPLE.paragraph, 300, (s) => regular.widthOfTextAtSize(s, 11))) {
    page.drawText(line, { x: 72, y, size: 11, font: regular });
    y -= 15;
  }
  y -= 12;
  for (const item of SAMPLE.bullets) {
    page.drawText('•', { x: 84, y, size: 11, font: regular });
    page.drawText(item, { x: 96, y, size: 11, font: regular });
    y -= 15;
  }
  y -= 16;
  const top = y;
  const cols = [72, 192, 312, 432];
  const rowH = 20;
  SAMPLE.table.forEach((row, r) =>
    row.forEach((text, c) =>
      page.drawText(text, { x: cols[c] + 6, y: top - r * rowH - 14, size: 10, font: r === 0 ? bold : regular }),
    ),
  );
  for (let r = 0; r <= SAMPLE.table.length; r++)
    page.drawLine({ start: { x: cols[0], y: top - r * rowH }, end: { x: cols[3], y: top - r * rowH }, thickness: 0.6 });
  for (const x of cols)
    page.drawLine({ start: { x, y: top }, end: { x, y: top - SAMPLE.table.length * rowH }, thickness: 0.6 });
  const second = doc.addPage([595, 842]);
  second.drawText(SAMPLE.second, { x: 72, y: 842 - 80, size: 11, font: regular });
  return doc.save();
}

const PDFJS = path.resolve('node_modules/pdfjs-dist');

export async function convertSample(
  target: OfficeTarget,
  pdf?: Uint8Array,
  extra: Partial<ConvertOptions> = {},
): Promise<ConvertResult> {
  return convertPdf(pdfjs, pdf ?? (await samplePdf()), {
    target,
    title: 'sample',
    cMapUrl: `${PDFJS}/cmaps/`,
    standardFontDataUrl: `${PDFJS}/standard_fonts/`,
    ...extra,
  });
}
