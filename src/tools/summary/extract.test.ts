import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { SUMMARY_EXTRACT_PATH } from '../../common/summary.js';
import { chineseDocx, SENTENCES } from '../../server/office/fixtures.js';
import { callHeaders, DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { documentKind, documentXmlText, joinPdfLines } from './extract.js';

const ENGLISH = [
  'The city will extend metro hours by one hour from next month.',
  'Officials said the number of late-night riders has grown quickly.',
];

async function englishPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  ENGLISH.forEach((line, i) => page.drawText(line, { x: 40, y: 780 - i * 40, size: 12, font }));
  return Buffer.from(await pdf.save());
}

describe('documentXmlText', () => {
  it('reads paragraphs, runs, tabs and breaks, and unescapes the XML', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>春眠</w:t></w:r><w:r><w:t xml:space="preserve">不觉晓</w:t></w:r></w:p>' +
      '<w:p/><w:p><w:r><w:t>A &amp; B</w:t><w:tab/><w:t>&#x4e2d;</w:t><w:br/><w:t>end</w:t></w:r></w:p></w:body>';
    expect(documentXmlText(xml)).toBe('春眠不觉晓\n\nA & B\t中\nend');
  });
});

describe('joinPdfLines', () => {
  it.each([
    ['Chinese lines meet without a space', '春眠不觉晓，\n处处闻啼鸟。', '春眠不觉晓，处处闻啼鸟。'],
    ['English lines with one', 'The city will\nextend hours.', 'The city will extend hours.'],
    ['a hyphenated word is joined', 'late-night rid-\ners grew.', 'late-night riders grew.'],
    ['a blank line or a page break ends a paragraph', 'One.\n\nTwo.\fThree.', 'One.\nTwo.\nThree.'],
  ])('%s', (_, text, joined) => expect(joinPdfLines(text)).toBe(joined));
});

describe('documentKind', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['a PDF', strToU8('%PDF-1.7\n...'), 'pdf'],
    ['a zip', zipSync({ 'a.txt': strToU8('x') }), 'docx'],
    ['text', strToU8('hello'), null],
  ])('%s', (_, bytes, kind) => expect(documentKind(bytes)).toBe(kind));
});

describe.each(DATABASES)('POST /api/tools/summary/extract on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server.close());
  const post = (payload: object) =>
    server.app.inject({ method: 'POST', url: SUMMARY_EXTRACT_PATH, payload, headers: callHeaders() });

  it('reads the Chinese text of a Word document', async () => {
    const res = await post({ name: 'news.docx', file: (await chineseDocx()).toString('base64') });
    expect(res.statusCode).toBe(200);
    const lines = (res.json().text as string).split('\n');
    for (const sentence of SENTENCES) expect(lines).toContain(sentence);
  });

  it('reads a PDF’s text through pdftotext, lines joined into sentences', async () => {
    const res = await post({ name: 'news.pdf', file: (await englishPdf()).toString('base64') });
    expect(res.statusCode).toBe(200);
    const text = res.json().text as string;
    for (const sentence of ENGLISH) expect(text).toContain(sentence);
  });

  it.each<[string, object, number, number]>([
    ['a text file', { file: Buffer.from('just text').toString('base64') }, 422, ErrorCodes.unsupportedFormat],
    [
      'a zip that is not Word',
      { file: Buffer.from(zipSync({ 'a.txt': strToU8('x') })).toString('base64') },
      422,
      ErrorCodes.unsupportedFormat,
    ],
    ['a broken PDF', { file: Buffer.from('%PDF-1.7\nbroken').toString('base64') }, 422, ErrorCodes.notWhatItClaims],
    [
      'a zip bomb',
      { file: Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(50_000_000) })).toString('base64') },
      422,
      ErrorCodes.notWhatItClaims,
    ],
    ['no file', { name: 'a.pdf' }, 400, ErrorCodes.badRequest],
    ['not base64', { file: 'not base64!' }, 400, ErrorCodes.badRequest],
  ])('refuses %s with the catalogue', async (_, payload, status, code) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
  });
});
