/**
 * The import boundaries of docs/architecture.md, as a pure check over a file's import specifiers:
 * - a tool (`src/tools/<slug>/`) imports only its own folder, `src/web/kit/` and `src/common/`
 *   (its `server.ts`, `*.server.ts` and tests may also import `src/server/`);
 * - `src/common/` imports only `src/common/` (it runs everywhere);
 * - `src/server/` imports nothing from `src/web/` or `src/tools/`;
 * - `src/web/` imports nothing from `src/server/` or `src/tools/` (tools are found by glob).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Violation {
  file: string;
  specifier: string;
  target: string;
  rule: string;
}

/** Every module specifier a source file names: static and dynamic imports, re-exports, Worker URLs. */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,]+\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1]);
  return out;
}

/** `src/a/b.ts` importing `../c/d.js` → `src/c/d.js` (repo-relative, forward slashes); packages stay as they are. */
export function resolveTarget(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

function isServerSide(file: string): boolean {
  return /\/(server\.ts|[\w.-]+\.server\.ts)$/.test(file) || /\.test\.tsx?$/.test(file);
}

/** The rule an import breaks, or null. `file` and `target` are repo-relative paths. */
export function check(file: string, target: string): string | null {
  const tool = /^src\/tools\/([^/]+)\//.exec(file);
  if (tool) {
    if (target.startsWith(`src/tools/${tool[1]}/`)) return null;
    if (target.startsWith('src/web/kit/') || target.startsWith('src/common/')) return null;
    if (target.startsWith('src/server/') && isServerSide(file)) return null;
    if (!target.startsWith('src/')) return null;
    return 'a tool imports only its own folder, src/web/kit and src/common';
  }
  // Tests may reach across (a test compares both sides, or borrows another part's test helpers).
  if (/\.test\.tsx?$|\.testutil\.ts$/.test(file)) return null;
  if (file.startsWith('src/common/')) {
    return target.startsWith('src/') && !target.startsWith('src/common/') ? 'src/common imports only src/common' : null;
  }
  if (file.startsWith('src/server/')) {
    return target.startsWith('src/web/') || target.startsWith('src/tools/')
      ? 'src/server imports nothing from src/web or src/tools'
      : null;
  }
  if (file.startsWith('src/web/')) {
    return target.startsWith('src/server/') || target.startsWith('src/tools/')
      ? 'src/web imports nothing from src/server or src/tools'
      : null;
  }
  return null;
}

export function violations(file: string, source: string): Violation[] {
  const out: Violation[] = [];
  for (const specifier of specifiers(source)) {
    const target = resolveTarget(file, specifier);
    if (target === null) continue;
    const rule = check(file, target);
    if (rule) out.push({ file, specifier, target, rule });
  }
  return out;
}

export function checkFile(root: string, file: string): Violation[] {
  return violations(file, readFileSync(path.join(root, file), 'utf8'));
}
