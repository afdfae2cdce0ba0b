/** Every UI string of the shell goes through i18n: no Chinese text hard-coded in its components. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = path.dirname(fileURLToPath(import.meta.url));
const DIRS = ['shell', 'home', 'pages', 'kit/frame', 'ui', 'share', 'login'];
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]+/g;

/** Source without comments (block, line and JSX comments), so documentation may quote the spec. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files = DIRS.flatMap((dir) =>
  readdirSync(path.join(WEB, dir))
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => `${dir}/${f}`),
);

describe('shell components', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s has no hard-coded Chinese', (file) => {
    expect(code(readFileSync(path.join(WEB, file), 'utf8')).match(HAN) ?? []).toEqual([]);
  });
});
