/**
 * Build step (after precompression): the JavaScript each pre-rendered page needs before it is
 * interactive — the entry and the chunks its HTML modulepreloads, which the page loads before it
 * hydrates — measured brotli-compressed as the server sends it. Prints the table and exits 1 when a
 * budget is exceeded:
 *   - home page: at most 100 KB in total;
 *   - a tool page's shared part (the entry and the tool frame: everything but the tool's own chunks) at most 130 KB.
 * The data a page preloads for its start (the tool index: one entry per tool, see
 * scripts/delivery-plugins.ts `toolIndex`) is shown beside it; it is not JavaScript, and it is what a new
 * tool adds, so the JavaScript budgets hold however many tools there are.
 *
 *   tsx scripts/bundle-budget.ts          (BUILD_DIR picks the build, default dist)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { closure, entryKey, preloadedData, type BuildManifest } from '../src/sw/build-lists.js';

export const KB = 1024;
export const HOME_BUDGET = 100 * KB;
export const TOOL_SHARED_BUDGET = 130 * KB;

export interface PageInfo {
  url: string;
  file: string;
  kind: string;
  /** Source files of the chunks the page loads before hydrating (route module; a tool's: the tool chunk map, its page and full meta). */
  sources: string[];
}

export interface PageBudget {
  url: string;
  kind: string;
  /** Chunks loaded before interactive. */
  files: string[];
  total: number;
  /** Tool pages: the entry and the tool frame; other pages: everything. */
  shared: number;
  /** Tool pages: the tool's own chunks. */
  own: number;
  /** Data files the page preloads for its start (not JavaScript: shown, not budgeted). */
  data: number;
  budget?: { limit: number; of: 'total' | 'shared' };
  ok: boolean;
}

/** Brotli size of a built file: its `.br` copy when precompressed, else compressed here. */
export function brotliSize(clientDir: string, file: string): number {
  const full = path.join(clientDir, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * Each page's budget row; `dataOf` names the data files a page preloads (read from its HTML), `size` gives
 * a file's brotli size.
 */
export function pageBudgets(
  manifest: BuildManifest,
  pages: PageInfo[],
  size: (file: string) => number,
  dataOf: (page: PageInfo) => string[] = () => [],
): PageBudget[] {
  const entry = closure(manifest, [entryKey(manifest)]);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + size(f), 0);
  return pages.map((page) => {
    const files = closure(manifest, [entryKey(manifest), ...page.sources]);
    const js = [...files].filter((f) => f.endsWith('.js') || f.endsWith('.css'));
    const total = sum(js);
    const data = sum(dataOf(page));
    if (page.kind === 'tool' && page.sources.length >= 2) {
      // sources: the tool frame and the map of tool chunks (shared by every tool page), then the tool's
      // own modules (its page, its full meta).
      const frame = closure(manifest, page.sources.slice(0, 2));
      const own = [...closure(manifest, page.sources.slice(2))].filter((f) => !entry.has(f) && !frame.has(f));
      const ownBytes = sum(own);
      const shared = total - ownBytes;
      return {
        url: page.url,
        kind: page.kind,
        files: js,
        total,
        shared,
        own: ownBytes,
        data,
        budget: { limit: TOOL_SHARED_BUDGET, of: 'shared' },
        ok: shared <= TOOL_SHARED_BUDGET,
      };
    }
    const home = page.kind === 'home';
    return {
      url: page.url,
      kind: page.kind,
      files: js,
      total,
      shared: total,
      own: 0,
      data,
      budget: home ? { limit: HOME_BUDGET, of: 'total' } : undefined,
      ok: !home || total <= HOME_BUDGET,
    };
  });
}

export function budgetTable(rows: PageBudget[]): string {
  const kb = (n: number) => (n / KB).toFixed(1);
  const lines = [
    'JavaScript before interactive, and the data preloaded with it (brotli KB)',
    '',
    '| page | chunks | total | shared | tool own | budget | | data |',
    '|---|--:|--:|--:|--:|--:|---|--:|',
  ];
  for (const r of rows) {
    const budget = r.budget ? `${r.budget.of} ≤ ${kb(r.budget.limit)}` : '';
    const own = r.kind === 'tool' ? kb(r.own) : '';
    lines.push(
      `| ${r.url} | ${r.files.length} | ${kb(r.total)} | ${kb(r.shared)} | ${own} | ${budget} | ${r.budget ? (r.ok ? 'ok' : 'OVER') : ''} | ${kb(r.data)} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const pages = JSON.parse(readFileSync(path.join(clientDir, '.vite/pages.json'), 'utf8')) as PageInfo[];
  const rows = pageBudgets(
    manifest,
    pages,
    (f) => brotliSize(clientDir, f),
    (page) => preloadedData(readFileSync(path.join(clientDir, page.file), 'utf8')).map((href) => href.slice(1)),
  );
  console.log(budgetTable(rows));
  const over = rows.filter((r) => !r.ok);
  if (over.length > 0) {
    console.error(`\nbundle budget exceeded: ${over.map((r) => r.url).join(', ')}`);
    process.exit(1);
  }
}
