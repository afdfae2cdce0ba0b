/**
 * Opening a PDF for any tool: not a PDF → `not-pdf`; encrypted → decrypted with qpdf using the password
 * (an owner-password-only file opens without one; none given → `password-required`, a wrong one →
 * `password-wrong`); unreadable → repaired by qpdf (it rebuilds the cross-reference table) and tried
 * again, else `damaged`. The result is a pdf-lib document plus the plain bytes it came from.
 */
import { PDFDocument } from 'pdf-lib';
import { PdfError } from '../errors.js';
import { isPasswordFailure, runQpdf } from './qpdf.js';

export interface OpenedPdf {
  doc: PDFDocument;
  /** The decrypted (or repaired) bytes the document was read from. */
  bytes: Uint8Array;
  /** The input was encrypted (and is decrypted in `bytes`). */
  encrypted: boolean;
  /** qpdf had to repair it. */
  repaired: boolean;
}

export interface OpenOptions {
  password?: string;
}

/** "%PDF-" within the first KB (some files carry junk before the header). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + 5 <= head.length; i++) {
    if (
      head[i] === 0x25 &&
      head[i + 1] === 0x50 &&
      head[i + 2] === 0x44 &&
      head[i + 3] === 0x46 &&
      head[i + 4] === 0x2d
    )
      return true;
  }
  return false;
}

async function parse(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    const count = doc.getPageCount();
    if (count < 1) return null;
    // Touch every page: a broken page tree throws here rather than mid-job.
    doc.getPages();
    return doc;
  } catch {
    return null;
  }
}

async function decrypt(bytes: Uint8Array, password: string): Promise<Uint8Array> {
  const run = await runQpdf([`--password=${password}`, '--decrypt', '/in.pdf', '/out.pdf'], { 'in.pdf': bytes }, [
    'out.pdf',
  ]);
  if (isPasswordFailure(run.log)) throw new PdfError(password ? 'password-wrong' : 'password-required');
  const out = run.files['out.pdf'];
  if (run.code === 2 || !out) throw new PdfError('damaged', run.log);
  return out;
}

async function repair(bytes: Uint8Array): Promise<Uint8Array | null> {
  const run = await runQpdf(['/in.pdf', '/out.pdf'], { 'in.pdf': bytes }, ['out.pdf']);
  return run.code !== 2 ? (run.files['out.pdf'] ?? null) : null;
}

/** Whether the file is encrypted and needs a user password (a cheap look at the trailer via qpdf). */
export async function needsPassword(bytes: Uint8Array): Promise<boolean> {
  const run = await runQpdf(['--requires-password', '/in.pdf'], { 'in.pdf': bytes }, []);
  // 0: a password is needed; 2: not encrypted; 3: encrypted, opens without one. This qpdf build answers
  // 2 with "invalid password" for a file that needs one.
  return run.code === 0 || isPasswordFailure(run.log);
}

export async function openPdf(input: Uint8Array, options: OpenOptions = {}): Promise<OpenedPdf> {
  if (!looksLikePdf(input)) throw new PdfError('not-pdf');
  let bytes = input;
  let doc = await parse(bytes);
  let encrypted = false;
  let repaired = false;
  if (doc?.isEncrypted || (!doc && (await isEncrypted(bytes)))) {
    encrypted = true;
    bytes = await decrypt(bytes, options.password ?? '');
    doc = await parse(bytes);
  }
  if (!doc) {
    const fixed = await repair(bytes);
    doc = fixed ? await parse(fixed) : null;
    if (!doc || !fixed) throw new PdfError('damaged');
    bytes = fixed;
    repaired = true;
  }
  return { doc, bytes, encrypted, repaired };
}

async function isEncrypted(bytes: Uint8Array): Promise<boolean> {
  const run = await runQpdf(['--is-encrypted', '/in.pdf'], { 'in.pdf': bytes }, []);
  // 0: encrypted; 2: not, or (this qpdf build) encrypted with a user password: "invalid password".
  return run.code === 0 || isPasswordFailure(run.log);
}
