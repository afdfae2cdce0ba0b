/** 垃圾分类: the item list (data/garbage.csv) and the four national categories of GB/T 19095-2019. */

export const CATEGORIES = ['recyclable', 'hazardous', 'kitchen', 'other'] as const;
export type GarbageCategory = (typeof CATEGORIES)[number];

/** The data file's codes (as its source publishes them) → the national categories. */
const CODES: Record<string, GarbageCategory> = { '1': 'recyclable', '2': 'hazardous', '4': 'kitchen', '8': 'other' };

export interface GarbageItem {
  name: string;
  category: GarbageCategory;
}

/** Parses the data file: `name,code` rows, `#` comment lines. Throws on a malformed row. */
export function parseGarbage(csv: string): GarbageItem[] {
  const items: GarbageItem[] = [];
  for (const [i, raw] of csv.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const comma = line.lastIndexOf(',');
    const name = line.slice(0, comma).trim();
    const category = CODES[line.slice(comma + 1).trim()];
    if (comma <= 0 || !name || !category) throw new Error(`garbage.csv line ${i + 1}: ${line}`);
    items.push({ name, category });
  }
  return items;
}

export async function loadGarbage(): Promise<GarbageItem[]> {
  const { default: csv } = await import('./data/garbage.csv?raw');
  return parseGarbage(csv);
}

export const garbageKeys = (item: GarbageItem) => [item.name];
