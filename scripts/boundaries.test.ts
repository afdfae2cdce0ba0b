/** The import boundaries hold in the whole tree, and the check itself catches a bad import. */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, checkFile, resolveTarget, specifiers, violations } from './boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

describe('the boundary check', () => {
  it('finds static, type-only, dynamic, re-exported and Worker imports', () => {
    const source = [
      "import a from './a.js';",
      "import type { B } from '../b.js';",
      "import './side-effect.js';",
      "export { c } from './c.js';",
      "const d = await import('./d.js');",
      "new Worker(new URL('./e.worker.ts', import.meta.url), { type: 'module' });",
      "import React from 'react';",
    ].join('\n');
    expect(specifiers(source)).toEqual(
      expect.arrayContaining(['./a.js', '../b.js', './side-effect.js', './c.js', './d.js', './e.worker.ts', 'react']),
    );
    expect(resolveTarget('src/tools/x/Page.tsx', '../../web/kit/index.js')).toBe('src/web/kit/index.js');
    expect(resolveTarget('src/tools/x/Page.tsx', 'react')).toBeNull();
  });

  it.each([
    ['src/tools/qrcode/QrcodePage.tsx', 'src/web/kit/index.js', true],
    ['src/tools/qrcode/QrcodePage.tsx', 'src/common/messages.js', true],
    ['src/tools/qrcode/QrcodePage.tsx', 'src/tools/qrcode/qrcode.js', true],
    ['src/tools/qrcode/QrcodePage.tsx', 'src/web/ui/Toast.js', false],
    ['src/tools/qrcode/QrcodePage.tsx', 'src/web/image/engine/pool.js', false],
    ['src/tools/qrcode/QrcodePage.tsx', 'src/tools/qrcode_scan/decode.js', false],
    ['src/tools/qrcode/QrcodePage.tsx', 'src/server/config.js', false],
    ['src/tools/iplocation/server.ts', 'src/server/config.js', true],
    ['src/tools/iplocation/lookup.server.ts', 'src/server/config.js', true],
    ['src/tools/iplocation/server.test.ts', 'src/server/test-support.js', true],
    ['src/common/finance/mortgage.ts', 'src/common/finance/money.js', true],
    ['src/common/messages.ts', 'src/web/i18n/index.js', false],
    ['src/server/routes/upload.ts', 'src/common/errors.js', true],
    ['src/server/routes/upload.ts', 'src/web/image/type.js', false],
    ['src/web/shell/Shell.tsx', 'src/server/config.js', false],
    ['src/web/shell/Shell.tsx', 'src/tools/qrcode/meta.js', false],
    ['src/web/kit/index.ts', 'src/web/image/engine/pool.js', true],
    ['src/web/registry.test.ts', 'src/server/registry.js', true],
  ])('%s → %s allowed: %s', (file, target, allowed) => {
    expect(check(file, target) === null).toBe(allowed);
  });

  it('reports a deliberately bad import in a tool, with the rule it breaks', () => {
    const bad =
      "import { useToast } from '../../web/ui/Toast.js';\nimport { TextInput } from '../../web/kit/index.js';\n";
    expect(violations('src/tools/demo/DemoPage.tsx', bad)).toEqual([
      {
        file: 'src/tools/demo/DemoPage.tsx',
        specifier: '../../web/ui/Toast.js',
        target: 'src/web/ui/Toast.js',
        rule: 'a tool imports only its own folder, src/web/kit and src/common',
      },
    ]);
  });
});

describe('the tree', () => {
  const files = sourceFiles('src');
  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('keeps every import boundary', () => {
    expect(files.flatMap((f) => checkFile(ROOT, f))).toEqual([]);
  });

  it('names files in one case: kebab-case modules, PascalCase React components', () => {
    const tracked = execFileSync('git', ['ls-files', 'src', 'e2e', 'scripts', 'bench'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f));
    const bad = tracked.filter((f) => {
      const base = path.basename(f).replace(/(\.[a-z0-9]+)*\.tsx?$/, '');
      // e2e files of one tool are named after its slug (which may hold underscores).
      const kebab = /^[a-z0-9]+([-_][a-z0-9]+)*$/.test(base) && (f.startsWith('e2e/') || !base.includes('_'));
      const pascal = f.endsWith('.tsx') && /^[A-Z][A-Za-z0-9]*$/.test(base);
      return !kebab && !pascal;
    });
    expect(bad).toEqual([]);
  });
});
