/**
 * Independent checks of a PDF file, for tests and benchmarks in Node (never imported by pages): Debian's
 * qpdf and poppler-utils read what our engine wrote, and pdf-lib only where they say nothing (link targets).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

export const sh = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** `qpdf --check`: ok when it exits 0 (no errors, no warnings). */
export function qpdfCheck(file: string, password?: string): { ok: boolean; log: string } {
  const r = spawnSync('qpdf', [...(password ? [`--password=${password}`] : []), '--check', file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: r.status === 0, log: r.stdout + r.stderr };
}

export const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(sh('pdfinfo', [file]))![1]);

/** Each page as pdfinfo sees it: MediaBox-based size in points (before /Rotate) and the rotation. */
export function pageGeometry(file: string): { width: number; height: number; rotate: number }[] {
  const out = sh('pdfinfo', ['-f', '1', '-l', String(pageCount(file)), file]);
  const pages: { width: number; height: number; rotate: number }[] = [];
  for (const m of out.matchAll(/Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/g))
    pages[Number(m[1]) - 1] = { width: Number(m[2]), height: Number(m[3]), rotate: 0 };
  for (const m of out.matchAll(/Page\s+(\d+) rot:\s+(\d+)/g)) pages[Number(m[1]) - 1].rotate = Number(m[2]);
  return pages;
}

/** pdftotext of the file (or one page, 1-based), in reading order. */
export const pdfText = (file: string, page?: number) =>
  sh('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-raw', file, '-']);

/** The text without any white space (line breaks differ between producers, words do not). */
export const squeezedText = (file: string, page?: number) => pdfText(file, page).replace(/\s+/g, '');

/** Every bookmark title, depth first, as qpdf reads them. */
export function outlineTitles(file: string, password?: string): string[] {
  type Item = { title: string; kids: Item[] };
  const json = JSON.parse(
    sh('qpdf', [...(password ? [`--password=${password}`] : []), '--json', '--json-key=outlines', file]),
  ) as { outlines: Item[] };
  const titles: string[] = [];
  const walk = (items: Item[]) =>
    items.forEach((i) => {
      titles.push(i.title);
      walk(i.kids);
    });
  walk(json.outlines);
  return titles;
}

/** Each link's target in page order: the page number it goes to (named destinations resolved) or 'uri'. */
export async function linkTargets(file: string): Promise<(number | string)[]> {
  const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
  const refs = doc.getPages().map((p) => p.ref);
  const names = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const out: (number | string)[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const a = annots!.lookup(i);
      if (!(a instanceof PDFDict) || a.lookup(PDFName.of('Subtype'))?.toString() !== '/Link') continue;
      const raw = a.lookup(PDFName.of('Dest'));
      const dest = raw instanceof PDFName ? names?.lookup(raw) : raw;
      const target = dest instanceof PDFDict ? dest.lookup(PDFName.of('D')) : dest;
      if (target instanceof PDFArray) out.push(refs.indexOf(target.get(0) as PDFRef) + 1);
      else if (a.has(PDFName.of('A'))) out.push('uri');
    }
  }
  return out;
}
