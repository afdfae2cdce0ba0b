import { describe, expect, it } from 'vitest';
import { assetStem, closure, entryKey, preloadedData, shellFiles, type BuildManifest } from './build-lists.js';

describe('assetStem', () => {
  it.each([
    ['/assets/avif_enc-Co4TcJko.wasm', '/assets/avif_enc.wasm'],
    ['/assets/index-Bn8IiWWw.js', '/assets/index.js'],
    ['/assets/ContentCopyRounded-Dg_VX4vQ.js', '/assets/ContentCopyRounded.js'],
    ['/assets/squoosh_oxipng_bg-OFMN1KwG.wasm', '/assets/squoosh_oxipng_bg.wasm'],
    ['/assets/core--AeZqyk3.js', '/assets/core.js'],
    ['/qrcode.html', '/qrcode.html'],
    ['/assets/no-hash.js', '/assets/no-hash.js'],
  ])('%s → %s', (path, stem) => {
    expect(assetStem(path)).toBe(stem);
  });
});

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/core-aaaaaaaa.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      'src/web/pages/HomePage.tsx',
      'src/tools/qrcode/QrcodePage.tsx',
      'src/web/login/LoginPanelView.tsx',
    ],
  },
  '_shared.js': { file: 'assets/shared-bbbbbbbb.js' },
  'src/web/pages/HomePage.tsx': { file: 'assets/HomePage-cccccccc.js', imports: ['_shared.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards-dddddddd.js', css: ['assets/cards-dddddddd.css'] },
  'src/web/login/LoginPanelView.tsx': { file: 'assets/LoginPanelView-eeeeeeee.js', imports: ['_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog-ffffffff.js' },
  'src/tools/qrcode/QrcodePage.tsx': {
    file: 'assets/QrcodePage-gggggggg.js',
    imports: ['_shared.js', '_dialog.js'],
    dynamicImports: ['_engine.js'],
  },
  '_engine.js': { file: 'assets/engine-hhhhhhhh.js', assets: ['assets/engine-iiiiiiii.wasm'] },
};

describe('build manifest walks', () => {
  it('finds the entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow();
  });

  it('follows static imports (and CSS) only, unless told otherwise', () => {
    expect([...closure(manifest, ['src/web/pages/HomePage.tsx'])].sort()).toEqual([
      'assets/HomePage-cccccccc.js',
      'assets/cards-dddddddd.css',
      'assets/cards-dddddddd.js',
      'assets/shared-bbbbbbbb.js',
    ]);
    expect(closure(manifest, ['src/tools/qrcode/QrcodePage.tsx'], () => true).has('assets/engine-hhhhhhhh.js')).toBe(
      true,
    );
  });

  it('puts the entry, page chunks and lazy parts in the shell, but no tool code', () => {
    expect(shellFiles(manifest)).toEqual([
      '/assets/HomePage-cccccccc.js',
      '/assets/LoginPanelView-eeeeeeee.js',
      '/assets/cards-dddddddd.css',
      '/assets/cards-dddddddd.js',
      '/assets/core-aaaaaaaa.js',
      '/assets/dialog-ffffffff.js',
      '/assets/shared-bbbbbbbb.js',
    ]);
  });
});

describe('preloadedData', () => {
  it('finds the data files a page preloads, and nothing else it links', () => {
    const html = `<head>
      <link rel="manifest" href="/manifest.webmanifest">
      <link rel="modulepreload" crossorigin href="/assets/HomePage-cccccccc.js">
      <link rel="preload" as="fetch" crossorigin="" href="/assets/tool-index-aaaaaaaa.json">
      <link rel="preload" as="font" crossorigin href="/assets/font-bbbbbbbb.woff2">
      <link rel="stylesheet" href="/assets/index-dddddddd.css">
    </head>`;
    expect(preloadedData(html)).toEqual(['/assets/tool-index-aaaaaaaa.json']);
  });
});
