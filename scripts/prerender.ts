/** Pre-renders every route of the built site to static HTML (hydrated in the browser). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const clientDir = path.join(buildDir, 'client');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const server = (await import(pathToFileURL(path.join(buildDir, 'server/entry-server.js')).href)) as typeof import('../src/web/entry-server.js');

/** Preloads a tool page's chunk (and what it imports) so hydration waits for no extra round trip. */
function preloads(slug: string): string {
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/tools/${slug}/`) && /Page\.tsx$/.test(k));
  if (!key) return '';
  const files = new Set<string>();
  const visit = (k: string) => {
    const entry = manifest[k];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  visit(key);
  return [...files].map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ');
}

for (const { url, file } of server.prerenderTargets()) {
  const { html, head, route } = await server.render(url);
  const extra = route.kind === 'tool' ? preloads(route.slug) : '';
  const page = template.replace('<!--app-head-->', `${head}\n    ${extra}`).replace('<!--app-html-->', html);
  const out = path.join(clientDir, file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, page);
  console.log(`prerendered ${url} -> ${file}`);
}
