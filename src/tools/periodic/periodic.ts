/** 元素周期表: the element list (data/elements.csv) and where each element sits, worked out from its atomic number. */

export type Block = 's' | 'p' | 'd' | 'f';
export type Series = 'lanthanide' | 'actinide';

export interface Element {
  z: number;
  symbol: string;
  zh: string;
  pinyin: string;
  en: string;
  /** Abridged standard atomic weight as CIAAW prints it; absent where CIAAW gives none. */
  weight?: string;
  period: number;
  /** 1-18; absent for the lanthanide and actinide series, which the table shows in their own rows. */
  group?: number;
  block: Block;
  series?: Series;
}

/** The last atomic number of each period. */
const PERIOD_ENDS = [2, 10, 18, 36, 54, 86, 118];

/** Period, group, block and series of an element, from its atomic number alone (1-118). */
export function position(z: number): Pick<Element, 'period' | 'group' | 'block' | 'series'> {
  if (!Number.isInteger(z) || z < 1 || z > 118) throw new RangeError(`atomic number ${z}`);
  const period = PERIOD_ENDS.findIndex((end) => z <= end) + 1;
  if (period === 1) return z === 1 ? { period, group: 1, block: 's' } : { period, group: 18, block: 'p' };
  const pos = z - PERIOD_ENDS[period - 2]!; // 1-based place in the period
  const length = PERIOD_ENDS[period - 1]! - PERIOD_ENDS[period - 2]!;
  if (pos <= 2) return { period, group: pos, block: 's' };
  if (length === 8) return { period, group: pos + 10, block: 'p' };
  if (length === 18) return { period, group: pos, block: pos <= 12 ? 'd' : 'p' };
  // Periods 6 and 7: 15 lanthanides (57-71) or actinides (89-103) in the place of group 3, then groups 4-18.
  if (pos <= 17) return { period, block: 'f', series: period === 6 ? 'lanthanide' : 'actinide' };
  const group = pos - 14;
  return { period, group, block: group <= 12 ? 'd' : 'p' };
}

/** Parses the data file: `z,symbol,zh,pinyin,en,weight` rows, `#` comment lines. Throws on a malformed row. */
export function parseElements(csv: string): Element[] {
  const out: Element[] = [];
  for (const [i, raw] of csv.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [z, symbol, zh, pinyin, en, weight, ...rest] = line.split(',');
    const n = Number(z);
    if (rest.length || !symbol || !zh || !pinyin || !en || weight === undefined || !(n >= 1 && n <= 118))
      throw new Error(`elements.csv line ${i + 1}: ${line}`);
    if (weight && !/^\d+\.?\d*$/.test(weight)) throw new Error(`elements.csv line ${i + 1}: weight ${weight}`);
    out.push({ z: n, symbol, zh, pinyin, en, ...(weight ? { weight } : {}), ...position(n) });
  }
  return out;
}

/** Searched by Chinese name (with its pinyin, which pinyin libraries miss for the newest characters), symbol, English name, number. */
export const elementKeys = (e: Element) => [{ text: e.zh, pinyin: [e.pinyin] }, e.symbol, e.en, String(e.z)];

/** Exact answers first: a symbol (any case) or an atomic number typed in full picks that element. */
export function exactElement(elements: readonly Element[], query: string): Element | undefined {
  const q = query.trim();
  if (!q) return undefined;
  if (/^\d+$/.test(q)) return elements.find((e) => e.z === Number(q));
  return elements.find((e) => e.symbol.toLowerCase() === q.toLowerCase() || e.zh === q);
}

/** Grid cell of an element in the 18-column table; the two series go to rows 9 and 10 under it, from column 3. */
export function cell(e: Element): { row: number; col: number } {
  if (e.series)
    return { row: e.series === 'lanthanide' ? 9 : 10, col: 3 + (e.z - (e.series === 'lanthanide' ? 57 : 89)) };
  return { row: e.period, col: e.group! };
}

/** The older group names Chinese school books use (A/B groups, VIII, 0). */
const OLD_GROUPS = [
  'IA',
  'IIA',
  'IIIB',
  'IVB',
  'VB',
  'VIB',
  'VIIB',
  'VIII',
  'VIII',
  'VIII',
  'IB',
  'IIB',
  'IIIA',
  'IVA',
  'VA',
  'VIA',
  'VIIA',
  '0',
];
export function oldGroupName(group: number): string {
  return OLD_GROUPS[group - 1] ?? '';
}

export async function loadElements(): Promise<Element[]> {
  const { default: csv } = await import('./data/elements.csv?raw');
  return parseElements(csv);
}
