/** Pre-renders every route of the built site to static HTML (hydrated in the browser), in zh and in en (`/en/...`). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { closure, type BuildManifest } from '../src/sw/build-lists.js';

const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const clientDir = path.join(buildDir, 'client');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<html lang="zh-CN">')) throw new Error('index.html: expected <html lang="zh-CN">');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
const server = (await import(
  pathToFileURL(path.join(buildDir, 'server/entry-server.js')).href
)) as typeof import('../src/web/entry-server.js');

/** The entry's own chunks: the template already loads them (Vite wrote the script and its modulepreloads). */
const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));

/** Modulepreloads a page's chunks (its route module, a tool's page, and what they import) so hydration waits for no extra round trip. */
function preloads(sources: string[]): string {
  for (const source of sources) if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
  return [...closure(manifest, sources)]
    .filter((f) => !inTemplate.has(f))
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${f}">`
        : `<link rel="modulepreload" crossorigin href="/${f}">`,
    )
    .join('\n    ');
}

/** Each page and the chunk sources it loads before hydrating, for the bundle budget (scripts/bundle-budget.ts). */
const pages: { url: string; file: string; kind: string; sources: string[] }[] = [];

for (const { url, file } of server.prerenderTargets()) {
  const { html, head, route, lang, sources } = await server.render(url);
  pages.push({ url, file, kind: route.kind, sources });
  const extra = preloads(sources);
  // Replacer functions: a page's text may hold `$&` or `$1` (the regex tool's intro), which a replacement
  // string would expand.
  const page = template
    .replace('<html lang="zh-CN">', () => `<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`)
    .replace('<!--app-head-->', () => `${extra}\n    ${head}`)
    .replace('<!--app-html-->', () => html);
  const out = path.join(clientDir, file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, page);
  console.log(`prerendered ${url} -> ${file}`);
}
writeFileSync(path.join(clientDir, '.vite/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
