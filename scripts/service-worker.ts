/**
 * Build step (after pre-rendering and the web app manifest, before precompression): writes `/sw.js`,
 * the service worker of src/sw/sw.ts bundled with this build's lists: every page and unhashed file
 * with a content revision, the shell's chunks, and all hashed files. Any change in the build changes
 * `sw.js`, which is how browsers find an update.
 *
 *   tsx scripts/service-worker.ts          (BUILD_DIR picks the build, default dist)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { API } from '../src/common/protocol.js';
import {
  preloadedData,
  shellFiles,
  type BuildManifest,
  type PrecacheEntry,
  type ServiceWorkerBuild,
} from '../src/sw/build-lists.js';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

function revision(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

function* files(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full, base);
    } else yield path.relative(base, full).split(path.sep).join('/');
  }
}

/** The lists for the build in `clientDir`; tool icons are read from `toolsDir` (served by /icons/<slug>.svg). */
export function serviceWorkerLists(clientDir: string, toolsDir: string): ServiceWorkerBuild {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const all = [...files(clientDir)].filter((f) => !/\.(br|gz)$/.test(f) && f !== 'sw.js');
  const precache: PrecacheEntry[] = [];
  for (const f of all) {
    if (f.startsWith('assets/') || f.startsWith('share/')) continue;
    // The 404 page is only ever sent with status 404, which a precache refuses. The en pages are kept as
    // they are visited (src/sw/sw.ts): most visitors never open one.
    if (f === '404.html' || f.startsWith('en/')) continue;
    // Category pages are linked (and served) without `.html`: precached under that address.
    const url = /^category\/[a-z]+\.html$/.test(f) ? `/${f.slice(0, -'.html'.length)}` : `/${f}`;
    precache.push({ url, revision: revision(readFileSync(path.join(clientDir, f))) });
  }
  for (const slug of readdirSync(toolsDir).sort()) {
    const icon = path.join(toolsDir, slug, 'icon.svg');
    if (existsSync(icon)) precache.push({ url: `/icons/${slug}.svg`, revision: revision(readFileSync(icon)) });
  }
  return {
    precache: precache.sort((a, b) => a.url.localeCompare(b.url)),
    // The shell's chunks and the data every page preloads (the tool index).
    shell: [...shellFiles(manifest), ...preloadedData(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))],
    assets: all
      .filter((f) => f.startsWith('assets/') && !f.endsWith('.map'))
      .map((f) => `/${f}`)
      .sort(),
    toolListPath: API.toolList,
  };
}

/** Bundles src/sw/sw.ts with `lists` into `<clientDir>/sw.js` (one classic script: every browser runs it). */
export async function writeServiceWorker(clientDir: string, lists: ServiceWorkerBuild): Promise<number> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    define: {
      __SW_BUILD__: JSON.stringify(lists),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: {
        entry: path.join(ROOT, 'src/sw/sw.ts'),
        formats: ['iife'],
        name: 'toolboxServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  return statSync(path.join(clientDir, 'sw.js')).size;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = path.resolve(ROOT, process.env.BUILD_DIR ?? 'dist', 'client');
  const lists = serviceWorkerLists(clientDir, path.join(ROOT, 'src/tools'));
  const bytes = await writeServiceWorker(clientDir, lists);
  console.log(
    `service worker: sw.js ${(bytes / 1024).toFixed(1)} KB; precaches ${lists.precache.length} pages and files, ` +
      `${lists.shell.length} shell chunks; knows ${lists.assets.length} hashed files`,
  );
}
