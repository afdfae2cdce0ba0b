/**
 * Writes the share images the pages' Open Graph / WeChat tags point at: each tool's icon, and the
 * site logo, centred on an opaque white square PNG (chat apps show transparency as black).
 * Run after `vite build`: tsx scripts/share-images.ts (BUILD_DIR picks the build).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { SHARE_IMAGE_DIR, SHARE_IMAGE_SIZE, SITE_SHARE_IMAGE } from '../src/web/share/images.js';

/** The icon takes this share of the square; the rest is margin. */
const ICON_SHARE = 0.8;

export async function renderShareImage(
  svg: Buffer,
  outFile: string,
  size = SHARE_IMAGE_SIZE,
  share = ICON_SHARE,
): Promise<void> {
  const icon = Math.round(size * share);
  const pixels = await sharp(svg, { density: 600 })
    .resize(icon, icon, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  // sharp composites last in a pipeline, so dropping the alpha channel takes a second pass.
  const square = await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: pixels, gravity: 'center' }])
    .png()
    .toBuffer();
  await sharp(square).flatten({ background: '#ffffff' }).png({ compressionLevel: 9 }).toFile(outFile);
}

/** One PNG per tool (`share/<slug>.png`) and the site's (`share/site.png`) under `clientDir`. */
export async function writeShareImages(
  clientDir: string,
  tools: { slug: string; icon: string }[],
  siteIcon: string,
): Promise<string[]> {
  const dir = path.join(clientDir, SHARE_IMAGE_DIR);
  mkdirSync(dir, { recursive: true });
  const jobs = [...tools.map((t) => ({ name: t.slug, icon: t.icon })), { name: SITE_SHARE_IMAGE, icon: siteIcon }];
  const written: string[] = [];
  for (const job of jobs) {
    const out = path.join(dir, `${job.name}.png`);
    await renderShareImage(readFileSync(job.icon), out);
    written.push(out);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
  const clientDir = path.resolve(root, process.env.BUILD_DIR ?? 'dist', 'client');
  const { loadTools, TOOLS_DIR } = await import('../src/server/registry.js');
  const tools = (await loadTools()).map((t) => ({ slug: t.slug, icon: path.join(TOOLS_DIR, t.slug, 'icon.svg') }));
  const written = await writeShareImages(clientDir, tools, path.join(root, 'src/web/assets/logo.svg'));
  console.log(`share images: ${written.length} written to ${path.join(clientDir, SHARE_IMAGE_DIR)}`);
}
