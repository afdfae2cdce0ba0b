/**
 * The conversion bars on the fast subset of the test set (bench/pdf-office.bench.ts runs the whole set
 * and LibreOffice's import beside it): PDFs printed by LibreOffice from .docx/.xlsx and by Chromium from
 * HTML, converted here in Node, measured against the documents they were made from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { corpus, FAST, makePdfs, type Spec } from '../../../../bench/pdf-office/corpus.js';
import { ours, scoreDocx, scoreXlsx } from '../../../../bench/pdf-office/run.js';

const specs = corpus().filter((s) => FAST.includes(s.name));
let pdfs: Map<string, Buffer>;

beforeAll(async () => {
  pdfs = await makePdfs(specs);
}, 120_000);

describe.each(specs.map((s) => [s.name, s] as [string, Spec]))('%s', (_, spec) => {
  it('keeps the text (≥ 0.98), the paragraphs (within 10%) and the table cells (≥ 90%)', async () => {
    const pdf = pdfs.get(spec.name)!;
    const docx = scoreDocx(spec, (await ours(pdf, 'docx')).bytes);
    if (docx.text !== null) expect(docx.text).toBeGreaterThanOrEqual(0.98);
    if (docx.paragraphs)
      expect(Math.abs(docx.paragraphs.got - docx.paragraphs.want)).toBeLessThanOrEqual(docx.paragraphs.want * 0.1);
    const cells = await scoreXlsx(spec, (await ours(pdf, 'xlsx')).bytes);
    if (cells) expect(cells.matched / cells.total).toBeGreaterThanOrEqual(0.9);
    if (docx.cells) expect(docx.cells.matched / docx.cells.total).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
