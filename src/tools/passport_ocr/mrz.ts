/**
 * 护照识别: the machine readable zone of a passport's data page (ICAO Doc 9303 part 4, TD3: two lines of
 * 44 characters) with its check digits: document number, birth date, expiry date, optional data and the
 * composite check over all of them.
 */
import { checked, field, isoDate, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';
import { mrzCheckDigit } from '../../web/kit/ocr/checks.js';

// The check digit is the kit's: the other travel documents' machine lines use it too.
export { mrzCheckDigit };

/**
 * An MRZ line as OCR gives it: spaces dropped, lookalikes of `<` (« ‹ く > …, an MRZ has no `>`) made `<`,
 * upper case.
 */
export function cleanMrzLine(text: string): string {
  return text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[«‹〈く＜<>]/g, '<');
}

export interface Td3 {
  line1: string;
  line2: string;
}

/** The two MRZ lines among the recognised ones (line 1 starts with P, line 2 follows it), normalised to 44. */
export function findTd3(lines: LineIn[]): (Td3 & { confidence: number }) | null {
  const cleaned = lines.map((l) => ({ text: cleanMrzLine(l.text), confidence: l.confidence }));
  for (let i = 0; i + 1 < cleaned.length; i++) {
    const a = cleaned[i]!;
    const b = cleaned[i + 1]!;
    if (!/^P[A-Z<][A-Z0-9<]{3}/.test(a.text) || !a.text.includes('<<')) continue;
    const line2 = fitLine2(b.text);
    if (!line2) continue;
    return { line1: padTo44(a.text), line2, confidence: Math.min(a.confidence, b.confidence) };
  }
  return null;
}

function padTo44(line: string): string {
  return line.length >= 44 ? line.slice(0, 44) : line + '<'.repeat(44 - line.length);
}

/**
 * Line 2 with its filler counted right: OCR often reads a run of `<` one short or long, so the fields are
 * found by their shapes (the optional data absorbs the difference) and the line rebuilt to 44 characters.
 */
export function fitLine2(text: string): string | null {
  if (/^[A-Z0-9<]{44}$/.test(text)) return text;
  const m = /^([A-Z0-9<]{9})(\d)([A-Z0-9<]{3})(\d{6})(\d)([MFX<])(\d{6})(\d)([A-Z0-9<]*?)(\d|<)(\d)$/.exec(text);
  if (!m) return null;
  const optional = m[9]!.replace(/<+$/, '');
  if (optional.length > 14) return null;
  return `${m[1]}${m[2]}${m[3]}${m[4]}${m[5]}${m[6]}${m[7]}${m[8]}${optional.padEnd(14, '<')}${m[10]}${m[11]}`;
}

const LETTER_LOOKALIKES: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };

/** In MRZ positions that hold letters only (country codes, names): digits OCR confuses with letters. */
export function asLetters(text: string): string {
  return [...text].map((c) => LETTER_LOOKALIKES[c] ?? c).join('');
}

/** YYMMDD as YYYY-MM-DD: birth dates in the past century when they would be in the future, expiry dates after 2000. */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today = new Date()): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return null;
  const yy = Number(m[1]);
  let year = 2000 + yy;
  if (kind === 'birth' && year > today.getUTCFullYear()) year -= 100;
  return isoDate(year, Number(m[2]), Number(m[3]));
}

const names = (s: string) => s.replace(/<+$/, '').split('<').filter(Boolean).join(' ');

export const PASSPORT_FIELDS = [
  'type',
  'country',
  'surname',
  'givenNames',
  'number',
  'nationality',
  'birth',
  'sex',
  'expiry',
  'personal',
  'composite',
] as const;

/** The MRZ's fields, each check digit checked; a failed check marks its field, nothing is corrected. */
export function readPassport(lines: LineIn[], today = new Date()): ReadField[] {
  const mrz = findTd3(lines);
  if (!mrz) return PASSPORT_FIELDS.map((key) => field(key, null));
  const { confidence } = mrz;
  const line1 = mrz.line1.slice(0, 2) + asLetters(mrz.line1.slice(2));
  const line2 = mrz.line2.slice(0, 10) + asLetters(mrz.line2.slice(10, 13)) + mrz.line2.slice(13);
  const [surname = '', rest = ''] = line1.slice(5).split(/<<(.*)/s);
  // Given names are parted by single fillers; after a double one there is only filler (or OCR noise).
  const given = rest.split('<<')[0]!;
  const digit = (at: number) => Number(line2[at]);
  const ok = (from: number, to: number, at: number) => mrzCheckDigit(line2.slice(from, to)) === digit(at);
  const composite = line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43);
  const number = line2.slice(0, 9).replace(/<+$/, '');
  const personal = line2.slice(28, 42).replace(/<+$/, '');
  const sex = line2[20] === '<' ? 'X' : line2[20];
  return [
    field('type', line1.slice(0, 2).replace(/<$/, ''), confidence),
    field('country', line1.slice(2, 5).replace(/<+$/, ''), confidence),
    field('surname', names(surname), confidence),
    field('givenNames', names(given), confidence),
    checked('number', number, ok(0, 9, 9), 'check'),
    field('nationality', line2.slice(10, 13).replace(/<+$/, ''), confidence),
    checked(
      'birth',
      mrzDate(line2.slice(13, 19), 'birth', today) ?? line2.slice(13, 19),
      ok(13, 19, 19) && !!mrzDate(line2.slice(13, 19), 'birth', today),
      'check',
    ),
    field('sex', sex, confidence),
    checked(
      'expiry',
      mrzDate(line2.slice(21, 27), 'expiry') ?? line2.slice(21, 27),
      ok(21, 27, 27) && !!mrzDate(line2.slice(21, 27), 'expiry'),
      'check',
    ),
    // An empty optional field may carry `<` or 0 as its check digit.
    personal ? checked('personal', personal, ok(28, 42, 42), 'check') : field('personal', null),
    checked('composite', line2[43]!, mrzCheckDigit(composite) === digit(43), 'composite'),
  ];
}
