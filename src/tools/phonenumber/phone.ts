/** 电话区号查询: what a typed Chinese phone number tells (the carrier of a mobile segment, a big city's area code). */
import { BIG_CITY_CODES, SEGMENTS, SHORT_NUMBERS, type Segment } from './segments.js';

export type PhoneAnswer =
  | { kind: 'mobile'; number: string; segment: string; info?: Segment; complete: boolean }
  | { kind: 'landline'; number: string; areaCode?: string; city?: { zh: string; en: string } }
  | { kind: 'short'; number: string; name: { zh: string; en: string } }
  | { kind: 'invalid'; reason: 'empty' | 'chars' | 'length' | 'unknown' };

/** Digits only, without a +86 / 0086 country prefix: "+86 138-0013-8000" → "13800138000". */
export function normalizePhone(text: string): string | null {
  const trimmed = text.replace(/[\s\-()（）]/g, '');
  if (!/^\+?\d*$/.test(trimmed)) return null;
  return trimmed.replace(/^(\+86|0086)(?=1\d{2,})/, '').replace(/^\+/, '');
}

export function lookupPhone(text: string): PhoneAnswer {
  const number = normalizePhone(text);
  if (number === null) return { kind: 'invalid', reason: 'chars' };
  if (!number) return { kind: 'invalid', reason: 'empty' };
  const short = SHORT_NUMBERS[number];
  if (short) return { kind: 'short', number, name: short };
  if (number.startsWith('1')) {
    if (number.length < 3) return { kind: 'invalid', reason: 'length' };
    if (number.length > 11) return { kind: 'invalid', reason: 'length' };
    const four = SEGMENTS[number.slice(0, 4)];
    const three = SEGMENTS[number.slice(0, 3)];
    const info = four ?? three;
    // A three-digit segment split between carriers (134, 170) needs its fourth digit before it says anything.
    const split =
      !four && !three && Object.keys(SEGMENTS).some((k) => k.length === 4 && k.startsWith(number.slice(0, 3)));
    if (!info && !split && number.length >= 4) return { kind: 'invalid', reason: 'unknown' };
    return {
      kind: 'mobile',
      number,
      segment: four ? number.slice(0, 4) : number.slice(0, 3),
      ...(info ? { info } : {}),
      complete: number.length === 11,
    };
  }
  if (number.startsWith('0')) {
    const code = number.slice(0, 3);
    const city = BIG_CITY_CODES[code];
    if (city) return { kind: 'landline', number, areaCode: code, city };
    return { kind: 'landline', number };
  }
  return { kind: 'invalid', reason: 'unknown' };
}

/** Segments grouped by carrier, for the table under the box. */
export function segmentsByCarrier(): Record<Segment['carrier'], string[]> {
  const out: Record<Segment['carrier'], string[]> = { mobile: [], unicom: [], telecom: [], broadnet: [] };
  for (const [k, v] of Object.entries(SEGMENTS)) out[v.carrier].push(k);
  for (const list of Object.values(out)) list.sort();
  return out;
}
