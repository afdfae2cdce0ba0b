/**
 * Idiom explanations (idioms.tsv, from cnchar-data; source in its header), loaded on first use and kept in
 * memory. Shared by the idiom tools' routes (and any later caller) through `explainIdiom`.
 */
import { readFile } from 'node:fs/promises';

let loading: Promise<Map<string, string>> | undefined;

export function parseIdioms(tsv: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    if (tab > 0) map.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return map;
}

export function loadIdioms(): Promise<Map<string, string>> {
  loading ??= readFile(new URL('./idioms.tsv', import.meta.url), 'utf8').then(parseIdioms);
  return loading;
}

export async function explainIdiom(word: string): Promise<string | undefined> {
  return (await loadIdioms()).get(word);
}
