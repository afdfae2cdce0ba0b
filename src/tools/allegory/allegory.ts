/** 歇后语: the 13,894 sayings of cnchar-xhy (riddle part and answer), loaded on first use. */
import type { SearchKey } from '../../common/cn-search.js';

export interface Allegory {
  riddle: string;
  /** The answer; alternatives are separated by "；" in the data. */
  answers: string[];
}

export function toAllegories(rows: readonly (readonly string[])[]): Allegory[] {
  const seen = new Set<string>();
  const out: Allegory[] = [];
  for (const [riddle, answer] of rows) {
    const r = riddle?.trim();
    const answers = (answer ?? '')
      .split(/[；;]/)
      .map((a) => a.trim())
      .filter(Boolean);
    const key = `${r}|${answers.join('；')}`;
    if (!r || answers.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push({ riddle: r, answers });
  }
  return out;
}

export async function loadAllegories(): Promise<Allegory[]> {
  const [{ default: cnchar }, { default: xhy }] = await Promise.all([import('cnchar'), import('cnchar-xhy')]);
  cnchar.use(xhy);
  return toAllegories((cnchar.xhy as unknown as { dict: { array: string[][] } }).dict.array);
}

export const allegoryKeys = (a: Allegory): SearchKey[] => [a.riddle, ...a.answers];
