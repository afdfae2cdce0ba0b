/**
 * Page ranges as visitors type them: "1-3,5,8-" (1-based; "8-" runs to the last page, "-3" from the first;
 * "5-3" counts down). Commas may be Chinese (，、；) or spaces; dashes may be "–", "~" or "～". Pure.
 */

export type RangeError =
  { code: 'empty' } | { code: 'syntax'; token: string } | { code: 'out-of-range'; token: string; pageCount: number };

export type RangeResult = { ok: true; groups: number[][] } | { ok: false; error: RangeError };

const SEPARATORS = /[,，、;；\s]+/;
const DASHES = /[–—~～－]/g;

/** Parses `text` against a document of `pageCount` pages: one group of 0-based page indexes per item. */
export function parsePageRanges(text: string, pageCount: number): RangeResult {
  const tokens = text.replace(DASHES, '-').split(SEPARATORS).filter(Boolean);
  if (tokens.length === 0) return { ok: false, error: { code: 'empty' } };
  const groups: number[][] = [];
  for (const token of tokens) {
    const m = /^(\d*)-(\d*)$/.exec(token) ?? /^(\d+)()$/.exec(token);
    if (!m || (m[1] === '' && m[2] === '')) return { ok: false, error: { code: 'syntax', token } };
    const single = !token.includes('-');
    const from = m[1] === '' ? 1 : Number(m[1]);
    const to = single ? from : m[2] === '' ? pageCount : Number(m[2]);
    if (from < 1 || to < 1 || from > pageCount || to > pageCount)
      return { ok: false, error: { code: 'out-of-range', token, pageCount } };
    const group: number[] = [];
    const step = to >= from ? 1 : -1;
    for (let p = from; p !== to + step; p += step) group.push(p - 1);
    groups.push(group);
  }
  return { ok: true, groups };
}

/** Every page the ranges name, each once, in first-named order. */
export function selectedPages(groups: number[][]): number[] {
  const seen = new Set<number>();
  for (const g of groups) for (const p of g) seen.add(p);
  return [...seen];
}

/** 0-based pages written back as ranges: [0,1,2,4,7,8] → "1-3,5,8-9". */
export function formatPageRanges(pages: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < pages.length) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++;
    parts.push(j === i ? `${pages[i] + 1}` : `${pages[i] + 1}-${pages[j] + 1}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** Groups of `n` pages each (the last may be shorter). */
export function chunkPages(pageCount: number, n: number): number[][] {
  const size = Math.max(1, Math.floor(n));
  const groups: number[][] = [];
  for (let start = 0; start < pageCount; start += size)
    groups.push(Array.from({ length: Math.min(size, pageCount - start) }, (_, k) => start + k));
  return groups;
}

/** All pages, 0-based. */
export function allPages(pageCount: number): number[] {
  return Array.from({ length: pageCount }, (_, i) => i);
}

/** The pages a tool works on: all when `range` is blank, else those it names (or the range error). */
export function targetPages(range: string, pageCount: number) {
  if (!range.trim()) return { ok: true as const, pages: allPages(pageCount) };
  const r = parsePageRanges(range, pageCount);
  return r.ok ? { ok: true as const, pages: selectedPages(r.groups) } : r;
}
