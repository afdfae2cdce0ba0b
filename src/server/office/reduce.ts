/**
 * office_reduce (文档瘦身) for zip-based documents (docx, xlsx, pptx, odt, ods, odp):
 * - drops parts nothing refers to (OOXML: not reachable through the relationships from `_rels/.rels`;
 *   OpenDocument: not in `META-INF/manifest.xml`);
 * - recompresses embedded JPEG and PNG images (same name and type, so every reference stays valid),
 *   shrinking them to a longest side that still prints well; an image only changes when it gets smaller;
 * - writes every entry with maximum deflate (OpenDocument's `mimetype` first and stored, as required).
 * The caller keeps the original when the result is not smaller (the spec's compression rule).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import type { ReduceLevel } from '../../common/office-formats.js';

export interface ReduceSettings {
  /** Longest side, px. */
  maxSide: number;
  jpegQuality: number;
  /** PNGs to a palette (lossy) when that is smaller. */
  pngPalette: boolean;
}

export const REDUCE_LEVELS: Record<ReduceLevel, ReduceSettings> = {
  recommended: { maxSide: 2400, jpegQuality: 80, pngPalette: false },
  strong: { maxSide: 1600, jpegQuality: 65, pngPalette: true },
};

export interface ReduceReport {
  before: number;
  after: number;
  imagesRecompressed: number;
  partsDropped: number;
}

/** Resolves a relationship target against the part that holds it (OPC part names, no leading slash). */
export function resolvePart(fromPart: string, target: string): string {
  const base = target.startsWith('/')
    ? []
    : path.posix
        .dirname(fromPart)
        .split('/')
        .filter((s) => s && s !== '.');
  for (const segment of target.replace(/^\//, '').split('/')) {
    if (segment === '..') base.pop();
    else if (segment !== '.' && segment !== '') base.push(segment);
  }
  return base.map((s) => decodeURIComponent(s)).join('/');
}

function relsOf(part: string): string {
  const dir = path.posix.dirname(part);
  return `${dir === '.' ? '' : `${dir}/`}_rels/${path.posix.basename(part)}.rels`;
}

/** Every OOXML part reachable from the package relationships (and the relationship parts themselves). */
export function reachableParts(files: Record<string, Uint8Array>): Set<string> {
  const keep = new Set<string>(['[Content_Types].xml', '_rels/.rels']);
  const queue: { rels: string; owner: string }[] = [{ rels: '_rels/.rels', owner: '' }];
  const decoder = new TextDecoder();
  while (queue.length) {
    const { rels, owner } = queue.pop()!;
    const data = files[rels];
    if (!data) continue;
    keep.add(rels);
    const xml = decoder.decode(data);
    for (const m of xml.matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = m[0];
      if (/TargetMode\s*=\s*"External"/i.test(tag)) continue;
      const target = /Target\s*=\s*"([^"]*)"/.exec(tag)?.[1];
      if (!target) continue;
      const part = resolvePart(owner, target.split('#')[0]);
      if (!part || keep.has(part) || !files[part]) continue;
      keep.add(part);
      queue.push({ rels: relsOf(part), owner: part });
    }
  }
  return keep;
}

/** Files an OpenDocument manifest lists (plus the two that are always there). */
export function manifestParts(files: Record<string, Uint8Array>): Set<string> | null {
  const manifest = files['META-INF/manifest.xml'];
  if (!manifest) return null;
  const keep = new Set(['mimetype', 'META-INF/manifest.xml']);
  for (const m of new TextDecoder().decode(manifest).matchAll(/manifest:full-path="([^"]+)"/g)) keep.add(m[1]);
  return keep;
}

async function recompress(data: Uint8Array, name: string, settings: ReduceSettings): Promise<Uint8Array | null> {
  const ext = path.posix.extname(name).toLowerCase();
  if (!['.jpg', '.jpeg', '.png'].includes(ext) || data.length < 8192) return null;
  try {
    const image = sharp(data, { limitInputPixels: 100_000_000, failOn: 'error' });
    const meta = await image.metadata();
    const resized =
      (meta.width ?? 0) > settings.maxSide || (meta.height ?? 0) > settings.maxSide
        ? image.resize(settings.maxSide, settings.maxSide, { fit: 'inside', withoutEnlargement: true })
        : image;
    const out =
      ext === '.png'
        ? await resized.png({ compressionLevel: 9, adaptiveFiltering: true, palette: settings.pngPalette }).toBuffer()
        : await resized.jpeg({ quality: settings.jpegQuality, mozjpeg: true }).toBuffer();
    return out.length < data.length ? out : null;
  } catch {
    return null; // an image sharp cannot read stays as it is
  }
}

/** Writes the reduced document to `output`; returns what changed. */
export async function reduceDocument(input: string, output: string, level: ReduceLevel): Promise<ReduceReport> {
  const original = await readFile(input);
  const files = unzipSync(original);
  const settings = REDUCE_LEVELS[level];
  const isOdf = 'mimetype' in files;
  const keep = isOdf ? manifestParts(files) : reachableParts(files);
  let partsDropped = 0;
  let imagesRecompressed = 0;
  const kept: Record<string, Uint8Array> = {};
  for (const [name, data] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    if (keep && !keep.has(name)) {
      partsDropped++;
      continue;
    }
    const isImage = isOdf ? name.startsWith('Pictures/') : /\/media\//.test(name);
    const smaller = isImage ? await recompress(data, name, settings) : null;
    if (smaller) imagesRecompressed++;
    kept[name] = smaller ?? data;
  }
  if (!isOdf && partsDropped > 0 && kept['[Content_Types].xml']) {
    // Overrides for parts that are gone would name missing parts.
    const types = new TextDecoder()
      .decode(kept['[Content_Types].xml'])
      .replace(/<Override\b[^>]*PartName="\/([^"]+)"[^>]*\/>/g, (tag, part: string) =>
        kept[decodeURIComponent(part)] ? tag : '',
      );
    kept['[Content_Types].xml'] = new TextEncoder().encode(types);
  }
  const zippable: Zippable = {};
  if (isOdf && kept.mimetype) zippable.mimetype = [kept.mimetype, { level: 0 }];
  for (const [name, data] of Object.entries(kept)) {
    if (isOdf && name === 'mimetype') continue;
    zippable[name] = [data, { level: 9 }];
  }
  const result = zipSync(zippable);
  await writeFile(output, result);
  return { before: original.length, after: result.length, imagesRecompressed, partsDropped };
}
