/** Why a PDF job failed, as codes the page turns into words (`pdfErrorText`). Pure. */
import { WorkerJobError } from '../worker/protocol.js';

export const PDF_ERRORS = [
  /** Encrypted and no password given. */
  'password-required',
  /** Encrypted and the password does not open it. */
  'password-wrong',
  /** Not a PDF at all. */
  'not-pdf',
  /** A PDF that cannot be read, even after repair. */
  'damaged',
  /** More than this device can hold while working. */
  'too-large',
  /** Text to draw has characters no bundled font has. */
  'unsupported-chars',
  /** An image input that cannot be decoded. */
  'bad-image',
  /** Nothing to do (no pages selected, no images found...). */
  'nothing',
] as const;

export type PdfErrorCode = (typeof PDF_ERRORS)[number];

export class PdfError extends WorkerJobError {
  constructor(
    readonly code: PdfErrorCode,
    message: string = code,
  ) {
    super(code, message);
  }
}

export function isPdfErrorCode(code: unknown): code is PdfErrorCode {
  return typeof code === 'string' && (PDF_ERRORS as readonly string[]).includes(code);
}
