/**
 * Text in any script drawn into a PDF so that every viewer shows it: characters of WinAnsi (Latin-1 and a
 * few more) use the standard Helvetica every reader has; Chinese and Japanese use Droid Sans Fallback;
 * anything else uses DejaVu Sans. The two font files are served from our origin and embedded as
 * **subsets** (only the glyphs used), so a watermark adds kilobytes, not megabytes. Each embedded subset
 * is named with the six-letter tag viewers expect and carries a ToUnicode map, so text stays
 * searchable and copyable.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFFont, PDFName, StandardFonts } from 'pdf-lib';
import { PdfError } from '../errors.js';

export type FontId = 'std' | 'cjk' | 'sans';
export type FontLoader = (id: Exclude<FontId, 'std'>) => Promise<Uint8Array>;

let loader: FontLoader | null = null;
const files = new Map<string, Promise<Uint8Array>>();

/** Where the font files come from (the PDF Worker: fetched from our origin; Node: read from disk). */
export function setFontLoader(load: FontLoader): void {
  loader = load;
  files.clear();
}

function fontFile(id: Exclude<FontId, 'std'>): Promise<Uint8Array> {
  if (!loader) throw new Error('font loader not set');
  let file = files.get(id);
  if (!file) {
    file = loader(id);
    files.set(id, file);
    file.catch(() => files.delete(id));
  }
  return file;
}

// WinAnsiEncoding beyond Latin-1: the characters pdf-lib's Helvetica can encode in 0x80-0x9F.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/** Han, kana, bopomofo, CJK punctuation and full-width forms. */
export function isCjk(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return (
    (cp >= 0x2e80 && cp <= 0x2fdf) || // radicals
    (cp >= 0x3000 && cp <= 0x31ff) || // punctuation, kana, bopomofo
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x2fa1f)
  );
}

export interface Run {
  font: FontId;
  text: string;
}

/** Splits text into runs by the font each character needs (before checking the fonts have them). */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const font: FontId = isCjk(ch) ? 'cjk' : isWinAnsi(ch) ? 'std' : 'sans';
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

const charSets = new WeakMap<PDFFont, Set<number>>();
function charSet(font: PDFFont): Set<number> {
  let set = charSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charSets.set(font, set);
  }
  return set;
}

/** The fonts one document draws with, embedded on first use. */
export class TextFonts {
  private readonly fonts = new Map<FontId, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  font(id: FontId): Promise<PDFFont> {
    let font = this.fonts.get(id);
    if (!font) {
      font =
        id === 'std'
          ? this.doc.embedFont(StandardFonts.Helvetica)
          : fontFile(id).then((bytes) => this.doc.embedFont(bytes, { subset: true }));
      this.fonts.set(id, font);
    }
    return font;
  }

  /** Runs with their fonts; throws `unsupported-chars` (naming them) when a font lacks a character. */
  async shape(text: string): Promise<{ font: PDFFont; text: string }[]> {
    const runs = splitRuns(text);
    const out: { font: PDFFont; text: string }[] = [];
    const missing = new Set<string>();
    for (const run of runs) {
      const font = await this.font(run.font);
      if (run.font !== 'std') {
        const chars = charSet(font);
        for (const ch of run.text) if (ch !== ' ' && !chars.has(ch.codePointAt(0)!)) missing.add(ch);
      }
      out.push({ font, text: run.text });
    }
    if (missing.size > 0) throw new PdfError('unsupported-chars', [...missing].join(''));
    return out;
  }

  /** Width of `text` at `size` points. */
  async width(text: string, size: number): Promise<number> {
    let w = 0;
    for (const run of await this.shape(text)) w += run.font.widthOfTextAtSize(run.text, size);
    return w;
  }

  /** Embeds the subsets now and names them as subsets ("ABCDEF+Name"). Call before saving. */
  async finish(): Promise<void> {
    await this.doc.flush();
    for (const [id, font] of this.fonts) {
      if (id === 'std') continue;
      tagSubset(this.doc, (await font).ref, id);
    }
  }
}

function tag(seed: string): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += String.fromCharCode(65 + ((h >>> 0) % 26));
    h = Math.imul(h ^ i, 16777619);
  }
  return out;
}

function tagSubset(doc: PDFDocument, ref: import('pdf-lib').PDFRef, seed: string): void {
  const ctx = doc.context;
  const type0 = ctx.lookupMaybe(ref, PDFDict);
  const base = type0?.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText();
  if (!type0 || !base || base.includes('+')) return;
  const named = PDFName.of(`${tag(seed + base)}+${base.replace(/-\d+$/, '')}`);
  type0.set(PDFName.of('BaseFont'), named);
  const descendants = type0.lookup(PDFName.of('DescendantFonts'));
  const cid =
    descendants && 'lookup' in descendants
      ? ctx.lookupMaybe((descendants as import('pdf-lib').PDFArray).get(0), PDFDict)
      : undefined;
  if (!cid) return;
  cid.set(PDFName.of('BaseFont'), named);
  const descriptor = cid.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  descriptor?.set(PDFName.of('FontName'), named);
}
