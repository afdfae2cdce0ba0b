/**
 * What the field readers (身份证, 银行卡, 护照, 集装箱, 营业执照 …) share: a read field with how sure we are of
 * it, label-and-value lookup in the recognised lines, and the usual OCR confusions in number-only runs.
 * Pure: tools' parsers and their Node tests use it.
 */

/**
 * `ok`: read and, where the document has a check rule, the rule passed; `unsure`: read but nothing to
 * check it against and the recogniser was not confident; `failed`: read but its check rule failed (shown,
 * never corrected by guessing); `missing`: not found.
 */
export type FieldStatus = 'ok' | 'unsure' | 'failed' | 'missing';

export interface ReadField {
  /** Stable key (used in exports and test ids). */
  key: string;
  value: string;
  status: FieldStatus;
  /** Why it is marked (a failed check's explanation key), for the page to word. */
  note?: string;
}

/** A recognised line as the parsers see it: text and the recogniser's confidence (0..1). */
export interface LineIn {
  text: string;
  confidence: number;
}

/** Below this confidence a field without a check rule is `unsure`. */
export const SURE = 0.85;

export function field(key: string, value: string | null | undefined, confidence = 1, note?: string): ReadField {
  if (!value) return { key, value: '', status: 'missing' };
  return { key, value, status: confidence >= SURE ? 'ok' : 'unsure', ...(note ? { note } : {}) };
}

/** A field with a check rule: `ok` when it passes, `failed` (with `note`) when not. */
export function checked(key: string, value: string | null | undefined, passes: boolean, note: string): ReadField {
  if (!value) return { key, value: '', status: 'missing' };
  return passes ? { key, value, status: 'ok' } : { key, value, status: 'failed', note };
}

/** Removes all white space (OCR splits long numbers and Chinese labels with spaces). */
export function compact(text: string): string {
  return text.replace(/[\s\u3000]+/g, '');
}

/** Full-width letters, digits and punctuation to ASCII (OCR mixes both). */
export function halfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
};

/** In a run that must be digits: letters that OCR confuses with digits read as those digits. */
export function asDigits(text: string): string {
  return [...text].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
}

/**
 * The value after a label: on the same line (`姓名张三`, `姓名：张三`) or, when the label stands alone, on
 * the next line. `label` is matched on the line with its spaces removed.
 */
export function valueAfter(
  lines: LineIn[],
  label: RegExp,
): { value: string; confidence: number; index: number } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = compact(halfWidth(lines[i]!.text));
    const match = label.exec(line);
    if (!match) continue;
    const rest = line.slice(match.index + match[0].length).replace(/^[:：]/, '');
    if (rest) return { value: rest, confidence: lines[i]!.confidence, index: i };
    const next = lines[i + 1];
    if (next) return { value: compact(halfWidth(next.text)), confidence: next.confidence, index: i + 1 };
  }
  return null;
}

/** A date written 2026年1月2日 / 2026-01-02 / 2026.1.2 / 20260102 as YYYY-MM-DD (null if not a real date). */
export function parseDate(text: string): string | null {
  const t = compact(halfWidth(text));
  const m = /(\d{4})[年.\-/](\d{1,2})[月.\-/](\d{1,2})日?/.exec(t) ?? /(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)/.exec(t);
  if (!m) return null;
  return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** YYYY-MM-DD when the day exists, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A label's value found on a document, with the recogniser's confidence on its line. */
export interface LabelledValue<K extends string> {
  key: K;
  value: string;
  confidence: number;
}

/**
 * Labelled values of a document whose lines may hold several `label value` pairs (行驶证, 回单, 发票 …), in
 * reading order: each label's value runs from it to the next label on the line (spaces removed); a label
 * alone at the end of its line takes the next line when that line holds no label. A label met twice (an
 * invoice's buyer and seller 名称) gives two values.
 */
export function labelledList<K extends string>(
  lines: LineIn[],
  labels: readonly (readonly [key: K, label: RegExp])[],
): LabelledValue<K>[] {
  const out: LabelledValue<K>[] = [];
  const plain = lines.map((l) => compact(halfWidth(l.text)));
  const found = (text: string) => {
    const hits: { key: K; start: number; end: number }[] = [];
    for (const [key, label] of labels) {
      const re = new RegExp(label.source, label.flags.replace('g', '') + 'g');
      for (const m of text.matchAll(re)) {
        // A longer label already found here (纳税人识别号 over 识别号) wins.
        if (hits.some((h) => m.index! < h.end && m.index! + m[0].length > h.start)) continue;
        hits.push({ key, start: m.index!, end: m.index! + m[0].length });
      }
    }
    return hits.sort((a, b) => a.start - b.start);
  };
  plain.forEach((text, i) => {
    const hits = found(text);
    hits.forEach((hit, h) => {
      let value = text.slice(hit.end, hits[h + 1]?.start ?? text.length).replace(/^[:：]/, '');
      let confidence = lines[i]!.confidence;
      if (!value && h === hits.length - 1 && i + 1 < plain.length && !found(plain[i + 1]!).length) {
        value = plain[i + 1]!;
        confidence = lines[i + 1]!.confidence;
      }
      if (value) out.push({ key: hit.key, value, confidence });
    });
  });
  return out;
}

/** As `labelledList`, the first value of each label. */
export function labelledValues<K extends string>(
  lines: LineIn[],
  labels: readonly (readonly [key: K, label: RegExp])[],
): Map<K, { value: string; confidence: number }> {
  const out = new Map<K, { value: string; confidence: number }>();
  for (const { key, value, confidence } of labelledList(lines, labels))
    if (!out.has(key)) out.set(key, { value, confidence });
  return out;
}

/**
 * A date field from its read text: YYYY-MM-DD when it is a real date (`ok`/`unsure` by confidence), the
 * text as read and `failed` (note `date`) when it is not.
 */
export function dateField(key: string, read: { value: string; confidence: number } | null | undefined): ReadField {
  if (!read) return field(key, null);
  const iso = parseDate(read.value);
  return iso ? field(key, iso, read.confidence) : checked(key, read.value, false, 'date');
}

/** The first run of `min`..`max` digits in a text (letters OCR confuses with digits read as digits). */
export function digitRun(text: string, min: number, max: number): string | null {
  const t = compact(halfWidth(text));
  const m = new RegExp(`(?<![0-9])([0-9OoIlSBDQZG|]{${min},${max}})(?![0-9])`).exec(t);
  return m && /\d/.test(m[1]!) ? asDigits(m[1]!) : null;
}
