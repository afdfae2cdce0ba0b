/** 英文人名生成: random English names from faker-js's English lists (see data/names.txt). */
import { pickOne, type RandomWords } from '../../common/random.js';

export interface NameLists {
  female: string[];
  male: string[];
  surname: string[];
}
export type Gender = 'any' | 'female' | 'male';

const LISTS = ['female', 'male', 'surname'] as const;

/** Parses the name file; throws when a list is missing or a name sits before any list. */
export function parseNames(text: string): NameLists {
  const out: Partial<NameLists> = {};
  let current: string[] | null = null;
  text.split('\n').forEach((line, i) => {
    const l = line.trim();
    if (!l || l.startsWith('# ')) return;
    const head = /^## (\w+)$/.exec(l);
    if (head) {
      if (!(LISTS as readonly string[]).includes(head[1])) throw new Error(`names.txt line ${i + 1}: unknown list`);
      current = out[head[1] as keyof NameLists] = [];
      return;
    }
    if (!current || !/^[A-Za-z][A-Za-z'\- ]*$/.test(l))
      throw new Error(`names.txt line ${i + 1}: ${JSON.stringify(l)}`);
    current.push(l);
  });
  for (const k of LISTS) if (!out[k]?.length) throw new Error(`names.txt: no ${k} list`);
  return out as NameLists;
}

export async function loadNames(): Promise<NameLists> {
  const { default: text } = await import('./data/names.txt?raw');
  return parseNames(text);
}

export interface PersonName {
  given: string;
  surname: string;
  gender: 'female' | 'male';
}

export const MAX_NAMES = 50;

/** `count` names (1 to MAX_NAMES) of the gender, no full name twice. */
export function makeNames(lists: NameLists, gender: Gender, count: number, words?: RandomWords): PersonName[] {
  const n = Math.max(1, Math.min(MAX_NAMES, Math.floor(count) || 1));
  const out: PersonName[] = [];
  const seen = new Set<string>();
  while (out.length < n) {
    const g = gender === 'any' ? pickOne(['female', 'male'] as const, words) : gender;
    const name = { given: pickOne(lists[g], words), surname: pickOne(lists.surname, words), gender: g };
    const full = `${name.given} ${name.surname}`;
    if (seen.has(full)) continue;
    seen.add(full);
    out.push(name);
  }
  return out;
}
