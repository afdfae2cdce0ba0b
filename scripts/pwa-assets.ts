/**
 * Build step: the web app manifest (`/manifest.webmanifest`) and its icons, drawn from the site's logo
 * (src/web/assets/logo.svg) at build time: 192 and 512 px (`any`), a 512 px `maskable` one whose logo
 * keeps inside the safe zone, and the 180 px Apple touch icon. Icons are opaque (white), as launchers
 * and chat apps show transparency badly.
 *
 *   tsx scripts/pwa-assets.ts          (BUILD_DIR picks the build, default dist)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderShareImage } from './share-images.js';
import { translate } from '../src/web/i18n/index.js';
import { theme } from '../src/web/theme.js';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

export const PWA_DIR = 'pwa';

/** The icons: file, size, purpose, and how much of the square the logo fills. */
export const PWA_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any', share: 0.8 },
  { file: 'icon-512.png', size: 512, purpose: 'any', share: 0.8 },
  // Maskable: launchers crop to a circle or squircle; the safe zone is the centre 80% circle.
  { file: 'maskable-512.png', size: 512, purpose: 'maskable', share: 0.56 },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple', share: 0.76 },
] as const;

export function webAppManifest() {
  return {
    id: '/',
    name: translate('zh', 'site.name'),
    short_name: translate('zh', 'site.name'),
    description: translate('zh', 'site.description'),
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme.palette.primary.main,
    icons: PWA_ICONS.filter((i) => i.purpose !== 'apple').map((i) => ({
      src: `/${PWA_DIR}/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

export async function writePwaAssets(clientDir: string, logoSvg: string): Promise<string[]> {
  const dir = path.join(clientDir, PWA_DIR);
  mkdirSync(dir, { recursive: true });
  const svg = readFileSync(logoSvg);
  const written: string[] = [];
  for (const icon of PWA_ICONS) {
    const out = path.join(dir, icon.file);
    await renderShareImage(svg, out, icon.size, icon.share);
    written.push(out);
  }
  const manifest = path.join(clientDir, 'manifest.webmanifest');
  writeFileSync(manifest, `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  written.push(manifest);
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = path.resolve(ROOT, process.env.BUILD_DIR ?? 'dist', 'client');
  const written = await writePwaAssets(clientDir, path.join(ROOT, 'src/web/assets/logo.svg'));
  console.log(`web app manifest and ${written.length - 1} icons written`);
}
