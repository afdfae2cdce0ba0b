import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../src/sw/build-lists.js';
import { budgetTable, HOME_BUDGET, KB, pageBudgets, TOOL_SHARED_BUDGET, type PageInfo } from './bundle-budget.js';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/core.js', isEntry: true, dynamicImports: ['src/web/pages/HomePage.tsx'] },
  'src/web/pages/HomePage.tsx': { file: 'assets/home.js', imports: ['_cards.js'] },
  '_cards.js': { file: 'assets/cards.js' },
  'src/web/kit/frame/ToolFrame.tsx': { file: 'assets/frame.js', imports: ['_cards.js'] },
  'src/tools/qrcode/QrcodePage.tsx': { file: 'assets/qr.js', imports: ['_cards.js', '_kit.js'] },
  'src/tools/qrcode/meta.ts?full': { file: 'assets/qr-meta.js' },
  'src/web/tool-chunks.ts': { file: 'assets/chunks.js' },
  '_kit.js': { file: 'assets/kit.js' },
};
const pages: PageInfo[] = [
  { url: '/', file: 'index.html', kind: 'home', sources: ['src/web/pages/HomePage.tsx'] },
  {
    url: '/qrcode.html',
    file: 'qrcode.html',
    kind: 'tool',
    sources: [
      'src/web/kit/frame/ToolFrame.tsx',
      'src/web/tool-chunks.ts',
      'src/tools/qrcode/QrcodePage.tsx',
      'src/tools/qrcode/meta.ts?full',
    ],
  },
];

function sizes(table: Record<string, number>) {
  return (file: string) => table[file.replace(/^assets\/|\.js$/g, '')] * KB;
}

describe('pageBudgets', () => {
  const within = sizes({ core: 60, home: 10, cards: 5, frame: 20, chunks: 2, qr: 40, 'qr-meta': 1, kit: 30 });

  it('counts what a page loads before hydrating; a tool page’s own chunks apart from the shared part', () => {
    const [home, tool] = pageBudgets(manifest, pages, within);
    expect(home).toMatchObject({ url: '/', total: 75 * KB, shared: 75 * KB, own: 0, data: 0, ok: true });
    expect(home.budget).toEqual({ limit: HOME_BUDGET, of: 'total' });
    // The map of tool chunks counts with the frame: every tool page loads it.
    expect(tool).toMatchObject({ total: 158 * KB, shared: 87 * KB, own: 71 * KB, ok: true });
    expect(tool.budget).toEqual({ limit: TOOL_SHARED_BUDGET, of: 'shared' });
    expect(tool.files.sort()).toEqual([
      'assets/cards.js',
      'assets/chunks.js',
      'assets/core.js',
      'assets/frame.js',
      'assets/kit.js',
      'assets/qr-meta.js',
      'assets/qr.js',
    ]);
  });

  it('fails the home page over 100 KB and a tool page whose shared part is over 130 KB', () => {
    const over = sizes({ core: 90, home: 6, cards: 5, frame: 34, chunks: 2, qr: 1, 'qr-meta': 1, kit: 1 });
    const [home, tool] = pageBudgets(manifest, pages, over);
    expect(home.ok).toBe(false);
    expect(tool).toMatchObject({ shared: 131 * KB, ok: false });
    expect(budgetTable([home, tool])).toContain('| / | 3 | 101.0 | 101.0 |  | total ≤ 100.0 | OVER | 0.0 |');
  });

  it('shows the preloaded data (the tool index) beside the JavaScript and does not count it against the budget', () => {
    // The tool index grows with every tool; the JavaScript budget must not.
    const sized = (file: string) => (file === 'assets/tool-index.json' ? 40 * KB : within(file));
    const [home, tool] = pageBudgets(manifest, pages, sized, () => ['assets/tool-index.json']);
    expect(home).toMatchObject({ total: 75 * KB, data: 40 * KB, ok: true });
    expect(tool).toMatchObject({ shared: 87 * KB, data: 40 * KB, ok: true });
    expect(budgetTable([home])).toContain('| / | 3 | 75.0 | 75.0 |  | total ≤ 100.0 | ok | 40.0 |');
  });
});
