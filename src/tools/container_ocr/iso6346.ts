/**
 * 集装箱识别: a container's identification (ISO 6346: owner code, category U/J/Z/R, 6-digit serial and
 * its check digit) and its size-and-type code (e.g. 22G1), as painted on the doors.
 */
import { asDigits, checked, compact, field, halfWidth, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';
import type { Quad } from '../../web/kit/ocr/raster.js';

/** Letter values: A = 10, counting up and skipping multiples of 11 (11, 22, 33). */
function letterValue(c: string): number {
  let v = 10;
  for (let code = 65; code < c.charCodeAt(0); code++) {
    v++;
    if (v % 11 === 0) v++;
  }
  return v;
}

/** The check digit of the first ten characters (4 letters, 6 digits), or null when they are not that. */
export function iso6346CheckDigit(first10: string): number | null {
  if (!/^[A-Z]{3}[UJZR]\d{6}$/.test(first10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = first10[i]!;
    const v = i < 4 ? letterValue(c) : Number(c);
    sum += v * 2 ** i;
  }
  return (sum % 11) % 10;
}

/**
 * The container number among the lines: four letters then seven digits, often painted in groups
 * (`MSKU 123456 7`, the check digit boxed), sometimes over two lines.
 */
export function findContainerNumber(lines: LineIn[]): { value: string; confidence: number } | null {
  const texts = lines.map((l) => compact(halfWidth(l.text)).toUpperCase());
  const candidates = [
    ...texts.map((t, i) => ({ t, c: lines[i]!.confidence })),
    ...texts
      .slice(1)
      .map((t, i) => ({ t: texts[i]! + t, c: Math.min(lines[i]!.confidence, lines[i + 1]!.confidence) })),
  ];
  for (const { t, c } of candidates) {
    const m = /([A-Z]{3}[UJZR])([0-9OIlSBDQZ|]{6})[^A-Z0-9]?([0-9OIlSBDQZ|])(?![0-9])/.exec(t);
    if (m) return { value: `${m[1]}${asDigits(m[2]!)}${asDigits(m[3]!)}`, confidence: c };
  }
  return null;
}

/** The size-and-type code (ISO 6346: length, height, type group letter, detail), e.g. 22G1, 45G1, 22R1. */
export function findSizeType(lines: LineIn[]): { value: string; confidence: number } | null {
  for (const line of lines) {
    const m = /(?<![A-Z0-9])([1-9LM][0-9])([GRUPTBSHVK][0-9])(?![A-Z0-9])/.exec(
      compact(halfWidth(line.text))
        .toUpperCase()
        .replace(/^[A-Z]{3}[UJZR]\d{7}/, ''),
    );
    if (m) return { value: `${m[1]}${m[2]}`, confidence: line.confidence };
  }
  return null;
}

/** A recognised line with its boxes' corners (what the second look needs). */
export interface BoxedLine extends LineIn {
  boxes: { quad: Quad; text: string }[];
}

/**
 * Where the check digit must be when the first reading found the owner code and serial but no check
 * digit: it is painted in a frame just right of the serial, which text detection does not see as text.
 * Answers the serial's box (the page reads the region to its right), or null.
 */
export function serialWithoutCheckDigit(lines: BoxedLine[]): Quad | null {
  if (findContainerNumber(lines)) return null;
  for (const line of lines) {
    if (!/[A-Z]{3}[UJZR][0-9OIlSBDQZ|]{6}$/.test(compact(halfWidth(line.text)).toUpperCase())) continue;
    const last = line.boxes[line.boxes.length - 1];
    if (last && /[0-9OIlSBDQZ|]{6}$/.test(compact(last.text))) return last.quad;
  }
  return null;
}

/** The check digit read in the frame right of the serial: exactly one digit (frame strokes dropped). */
export function frameDigit(text: string): string | null {
  const t = compact(halfWidth(text)).replace(/[[\]()|口□]/g, '');
  return /^\d$/.test(t) ? t : null;
}

export const CONTAINER_FIELDS = ['number', 'owner', 'category', 'serial', 'checkDigit', 'sizeType'] as const;

/**
 * Where to look for the framed digit, best first, as [gap, width] in serial heights: just inside the
 * frame (its strokes stay out when the photo is turned a little), then the whole frame.
 */
export const FRAME_REGIONS: [gap: number, width: number][] = [
  [0.15, 1.4],
  [0, 2],
];

/**
 * The fields; `frames` are the second look's texts in `FRAME_REGIONS` order (see `serialWithoutCheckDigit`):
 * the first that is a single digit is taken, by its shape only (never by whether it passes the check).
 */
export function readContainer(lines: LineIn[], frames: LineIn[] = []): ReadField[] {
  let found = findContainerNumber(lines);
  const frame = frames.find((f) => frameDigit(f.text) !== null);
  const digit = frame ? frameDigit(frame.text) : null;
  if (!found && digit) {
    const head = lines
      .map((l) => ({
        m: /([A-Z]{3}[UJZR])([0-9OIlSBDQZ|]{6})$/.exec(compact(halfWidth(l.text)).toUpperCase()),
        c: l.confidence,
      }))
      .find((x) => x.m);
    if (head?.m)
      found = { value: `${head.m[1]}${asDigits(head.m[2]!)}${digit}`, confidence: Math.min(head.c, frame!.confidence) };
  }
  const n = found?.value ?? null;
  const valid = !!n && iso6346CheckDigit(n.slice(0, 10)) === Number(n[10]);
  const sizeType = findSizeType(lines);
  return [
    checked('number', n, valid, 'check'),
    field('owner', n?.slice(0, 3), found?.confidence),
    field('category', n?.[3], found?.confidence),
    field('serial', n?.slice(4, 10), found?.confidence),
    checked('checkDigit', n?.[10], valid, 'check'),
    field('sizeType', sizeType?.value, sizeType?.confidence),
  ];
}
