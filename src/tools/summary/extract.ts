/**
 * The text of an uploaded .docx or .pdf for 文章摘要 (on the server): a .docx is read from its
 * `word/document.xml` (fflate, with a cap on the unpacked size so a zip bomb stops at the door); a PDF
 * through poppler's `pdftotext` (a separate program, with a time limit), its layout lines joined back into
 * paragraphs.
 */
import { spawn } from 'node:child_process';
import { unzipSync } from 'fflate';

/** Largest upload. */
export const EXTRACT_MAX_BYTES = 10_000_000;
/** Largest unpacked `word/document.xml`. */
const DOCUMENT_XML_MAX = 40_000_000;

export class ExtractError extends Error {
  constructor(readonly reason: 'unreadable' | 'encrypted' | 'empty' | 'format') {
    super(reason);
  }
}

export type DocumentKind = 'docx' | 'pdf';

/** What the bytes are: a PDF by its header, a .docx by its zip signature (checked again when opened). */
export function documentKind(bytes: Uint8Array): DocumentKind | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'docx';
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
      : ENTITIES[e.toLowerCase()],
  );
}

/** The paragraphs of a `word/document.xml`, one a line (runs joined, tabs and line breaks kept). */
export function documentXmlText(xml: string): string {
  const paragraphs: string[] = [];
  for (const p of xml.match(/<w:p[\s>][\s\S]*?<\/w:p>|<w:p\/>/g) ?? []) {
    let text = '';
    for (const m of p.matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g))
      text += m[1] !== undefined ? unescapeXml(m[1]) : m[2] === 'tab' ? '\t' : '\n';
    paragraphs.push(text);
  }
  return paragraphs
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function docxText(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (f.name !== 'word/document.xml') return false;
        if (f.originalSize > DOCUMENT_XML_MAX) throw new ExtractError('unreadable');
        return true;
      },
    });
  } catch {
    throw new ExtractError('unreadable');
  }
  const xml = files['word/document.xml'];
  if (!xml) throw new ExtractError('format');
  return documentXmlText(new TextDecoder('utf-8').decode(xml));
}

const CJK_END = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]$/;
const CJK_START = /^[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/**
 * Joins the layout lines `pdftotext` writes back into paragraphs: a blank line ends a paragraph; two
 * Chinese lines meet without a space, others with one; a hyphen at a line end joins the word.
 */
export function joinPdfLines(text: string): string {
  return text
    .replace(/\f/g, '\n\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .reduce((out, line) => {
          if (out === '') return line;
          if (/[A-Za-z]-$/.test(out) && /^[a-z]/.test(line)) return out.slice(0, -1) + line;
          return CJK_END.test(out) && CJK_START.test(line) ? out + line : `${out} ${line}`;
        }, ''),
    )
    .filter(Boolean)
    .join('\n');
}

export function pdfText(bytes: Uint8Array, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-300)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // pdftotext exits 1 for a document it cannot open, 3 when copying text is not permitted.
      if (code === 0) resolve(joinPdfLines(Buffer.concat(out).toString('utf8')));
      else reject(new ExtractError(code === 3 || /encrypt|password/i.test(err) ? 'encrypted' : 'unreadable'));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}

/** The document's text, or an ExtractError. */
export async function documentText(bytes: Uint8Array): Promise<string> {
  const kind = documentKind(bytes);
  if (!kind) throw new ExtractError('format');
  const text = kind === 'pdf' ? await pdfText(bytes) : docxText(bytes);
  if (text.trim() === '') throw new ExtractError('empty');
  return text;
}
