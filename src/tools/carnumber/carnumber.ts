/** 车牌归属地: the issuing-authority letters of each province (data/plates.csv) and a reader for a typed plate. */

export interface PlateCode {
  abbr: string;
  province: string;
  /** A-Z, or `*` where every letter means the same city (the four municipalities). */
  letter: string;
  city: string;
}

/** Parses the data file: `abbr,province,letter,city` rows, `#` comment lines. Throws on a malformed row. */
export function parsePlates(csv: string): PlateCode[] {
  const out: PlateCode[] = [];
  for (const [i, raw] of csv.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [abbr, province, letter, city, ...rest] = line.split(',');
    if (rest.length || !abbr || [...abbr].length !== 1 || !province || !letter || !/^[A-Z*]$/.test(letter) || !city)
      throw new Error(`plates.csv line ${i + 1}: ${line}`);
    out.push({ abbr, province, letter, city });
  }
  return out;
}

export async function loadPlates(): Promise<PlateCode[]> {
  const { default: csv } = await import('./data/plates.csv?raw');
  return parsePlates(csv);
}

/** Found by city, province, or the two characters of the prefix (粤B). */
export const plateKeys = (p: PlateCode) => [p.city, p.province, p.letter === '*' ? p.abbr : p.abbr + p.letter];

/** The last character of some plates says what the vehicle is (GA 36). */
export const SUFFIXES = ['学', '警', '挂', '使', '领', '港', '澳', '试', '超', '应急'] as const;
export type Suffix = (typeof SUFFIXES)[number];

export type PlateKind = 'ordinary' | 'newEnergySmall' | 'newEnergyLarge';

export type PlateAnswer =
  | {
      ok: true;
      abbr: string;
      province: string;
      letter: string;
      city?: string;
      kind?: PlateKind;
      suffix?: Suffix;
      serial: string;
    }
  | { ok: false; error: 'empty' | 'province' | 'letter' | 'serial'; abbr?: string };

/** Upper case, no spaces or separator dots: "粤 b·12345" → "粤B12345". */
export function normalizePlate(text: string): string {
  return text.replace(/[\s·．.•\-_]/g, '').toUpperCase();
}

/**
 * Reads a plate or a prefix: province character, issuing letter, then optionally the serial. A serial of 5 is an
 * ordinary plate; 6 with D or F first is a small new-energy plate, with D or F last a large one (GA 36-2018).
 */
export function readPlate(codes: readonly PlateCode[], text: string): PlateAnswer {
  const plate = normalizePlate(text);
  if (!plate) return { ok: false, error: 'empty' };
  const chars = [...plate];
  const abbr = chars[0]!;
  const inProvince = codes.filter((c) => c.abbr === abbr);
  if (!inProvince.length) return { ok: false, error: 'province' };
  const province = inProvince[0]!.province;
  const letter = chars[1];
  if (letter === undefined) return { ok: true, abbr, province, letter: '', serial: '' };
  if (!/^[A-Z]$/.test(letter)) return { ok: false, error: 'letter', abbr };
  const city = inProvince.find((c) => c.letter === letter || c.letter === '*')?.city;
  let serial = chars.slice(2).join('');
  const suffix = SUFFIXES.find((s) => serial.endsWith(s));
  if (suffix) serial = serial.slice(0, -suffix.length);
  const base = { ok: true as const, abbr, province, letter, ...(city ? { city } : {}), ...(suffix ? { suffix } : {}) };
  if (!serial) return { ...base, serial };
  if (!/^[A-Z0-9]+$/.test(serial)) return { ok: false, error: 'serial', abbr };
  // Ordinary plates end in 5 characters; with a suffix the suffix is the fifth (粤B1234学).
  const ordinary = suffix ? 4 : 5;
  if (serial.length === ordinary) return { ...base, serial, kind: 'ordinary' };
  if (serial.length === 6 && !suffix) {
    if (/^[DF]/.test(serial)) return { ...base, serial, kind: 'newEnergySmall' };
    if (/[DF]$/.test(serial)) return { ...base, serial, kind: 'newEnergyLarge' };
  }
  if (serial.length < ordinary) return { ...base, serial };
  return { ok: false, error: 'serial', abbr };
}

/** The provinces in the file's order, each with its codes. */
export function byProvince(codes: readonly PlateCode[]): { abbr: string; province: string; codes: PlateCode[] }[] {
  const map = new Map<string, { abbr: string; province: string; codes: PlateCode[] }>();
  for (const c of codes) {
    const entry = map.get(c.abbr) ?? { abbr: c.abbr, province: c.province, codes: [] };
    entry.codes.push(c);
    map.set(c.abbr, entry);
  }
  return [...map.values()];
}
