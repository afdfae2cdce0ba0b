/** Converting the test set with our converter (Node, PDF.js legacy build) and with LibreOffice's PDF import, and scoring both. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { convertPdf, type OfficeTarget } from '../../src/web/kit/pdf-office/convert.js';
import { truthOf, type Spec } from './corpus.js';
import { readDocx, readXlsx, similarity, tableCells } from './metrics.js';

const PDFJS_DIR = path.resolve('node_modules/pdfjs-dist');

export async function ours(pdf: Buffer, target: OfficeTarget): Promise<{ bytes: Uint8Array; ms: number }> {
  const start = performance.now();
  const result = await convertPdf(pdfjs, new Uint8Array(pdf), {
    target,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
  });
  return { bytes: result.bytes, ms: performance.now() - start };
}

export interface Score {
  text: number | null;
  paragraphs: { got: number; want: number } | null;
  cells: { matched: number; total: number } | null;
}

export function scoreDocx(spec: Spec, docx: Uint8Array): Score {
  const truth = truthOf(spec);
  const got = readDocx(docx);
  const isDoc = spec.source !== 'xlsx';
  return {
    text: isDoc ? similarity(truth.text.join('\n'), got.texts.join('\n')) : null,
    paragraphs: isDoc ? { got: got.paragraphs, want: truth.paragraphs } : null,
    cells: truth.tables.length ? tableCells(truth.tables, got.tables) : null,
  };
}

export async function scoreXlsx(spec: Spec, xlsx: Uint8Array): Promise<{ matched: number; total: number } | null> {
  const truth = truthOf(spec);
  if (!truth.tables.length) return null;
  return tableCells(truth.tables, await readXlsx(xlsx));
}

/** LibreOffice's own PDF import (Draw's text boxes in a Writer document) of every PDF, as .docx. */
export function libreOffice(pdfs: Map<string, Buffer>): Map<string, Uint8Array> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lo-pdf-import-'));
  const out = new Map<string, Uint8Array>();
  try {
    for (const [name, pdf] of pdfs) writeFileSync(path.join(dir, `${name}.pdf`), pdf);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--infilter=writer_pdf_import',
        '--convert-to',
        'docx:MS Word 2007 XML',
        '--outdir',
        path.join(dir, 'out'),
        ...[...pdfs.keys()].map((n) => path.join(dir, `${n}.pdf`)),
      ],
      { stdio: 'ignore', timeout: 600_000 },
    );
    for (const name of pdfs.keys()) {
      try {
        out.set(name, readFileSync(path.join(dir, 'out', `${name}.docx`)));
      } catch {
        // LibreOffice wrote nothing for this one: it scores zero.
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
