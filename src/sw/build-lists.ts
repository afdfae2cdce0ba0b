/**
 * What the service worker is built with (scripts/service-worker.ts computes it from the build output),
 * and the pure rules both sides share; tested in Node.
 */

export interface PrecacheEntry {
  url: string;
  revision: string;
}

export interface ServiceWorkerBuild {
  /** Pages and unhashed files, with a content revision. */
  precache: PrecacheEntry[];
  /** The shell's hashed chunks (everything a page needs except the tools' own chunks and engines). */
  shell: string[];
  /** Every hashed file of this build (`/assets/...`), for updating the engines a visitor already uses. */
  assets: string[];
  /** The tool list call, served stale-while-revalidate so search works offline. */
  toolListPath: string;
}

/**
 * A hashed file's name without its hash: `/assets/avif_enc-Co4TcJko.wasm` → `/assets/avif_enc.wasm`, so
 * the next build's version of a file the visitor has cached can be found. Unhashed paths stay as they are.
 */
export function assetStem(path: string): string {
  return path.replace(/-[A-Za-z0-9_-]{8}(\.[A-Za-z0-9]+)$/, '$1');
}

/** A build manifest entry (Vite's `.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The client entry's key in the manifest. */
export function entryKey(manifest: BuildManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

/**
 * Output files (JS and CSS) reachable from `keys`: static imports always, dynamic imports when
 * `dynamic` says so for the imported key.
 */
export function closure(manifest: BuildManifest, keys: string[], dynamic: (key: string) => boolean = () => false) {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter(dynamic).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The shell: the entry and everything it may load later (page chunks, lazily loaded dialogs and panels,
 * the other language), except the tools' own code (`src/tools/...`), which is cached when first used.
 */
export function shellFiles(manifest: BuildManifest): string[] {
  const files = closure(manifest, [entryKey(manifest)], (key) => !key.startsWith('src/tools/'));
  return [...files].sort().map((f) => `/${f}`);
}

/**
 * The data files a page's HTML preloads for its start (`<link rel="preload" as="fetch">`: the tool index),
 * as paths. The service worker keeps them with the shell; the bundle budget shows them.
 */
export function preloadedData(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const href = attr('href');
    if (attr('rel') === 'preload' && attr('as') === 'fetch' && href?.startsWith('/')) files.push(href);
  }
  return files;
}
