/** Wallpaper page logic (pure): sizes, the link's options, the gallery's items, the analytics events. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { CATEGORIES, DESIGNS, searchDesigns, type Category, type Design } from './generator.js';

export const SIZES = {
  device: null,
  phone: [1080, 2340],
  iphone: [1179, 2556],
  pad: [2048, 2732],
  desktop: [2560, 1440],
  uhd: [3840, 2160],
} as const;
export type SizeId = keyof typeof SIZES;
export const SIZE_IDS = Object.keys(SIZES) as SizeId[];

export const SCHEMA = defineOptions({
  design: opt.choice(
    DESIGNS.map((d) => d.id),
    DESIGNS[0].id,
  ),
  seed: opt.int(0, { min: 0, max: 2 ** 31 - 1 }),
  size: opt.choice(SIZE_IDS, 'device'),
  text: opt.text('', { maxLength: 12 }),
  category: opt.choice(['all', ...CATEGORIES] as const, 'all'),
});
export type WallpaperOptions = Values<typeof SCHEMA>;

/** The device's screen in real pixels (CSS size × pixel ratio), long side kept ≤ 8192. */
export function devicePixels(screenW: number, screenH: number, ratio: number): [number, number] {
  const r = ratio > 0 ? ratio : 1;
  let w = Math.round(screenW * r);
  let h = Math.round(screenH * r);
  const scale = Math.min(1, 8192 / Math.max(w, h));
  w = Math.max(1, Math.round(w * scale));
  h = Math.max(1, Math.round(h * scale));
  return [w, h];
}

export function sizeOf(id: SizeId, device: [number, number]): [number, number] {
  const s = SIZES[id];
  return s ? [s[0], s[1]] : device;
}

export interface GalleryItem {
  design: Design;
  seed: number;
}

/** The gallery: every matching design in `per` variations, seeds derived from the batch number. */
export function galleryItems(query: string, category: Category | 'all', batch: number, per = 2): GalleryItem[] {
  return searchDesigns(query, category).flatMap((design, i) =>
    Array.from({ length: per }, (_, k) => ({ design, seed: seedFor(batch, i * per + k) })),
  );
}

/** A seed from a batch and a position (a stable hash, so a batch looks the same every time). */
export function seedFor(batch: number, index: number): number {
  let x = (Math.imul(batch + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  return x & 0x7fffffff;
}

export function fileName(design: string, seed: number, w: number, h: number): string {
  return `wallpaper-${design}-${seed}-${w}x${h}.png`;
}

/**
 * The spec's WALLPAPER_PAGE_0001…0017 events: what each one means on this page (the table is in
 * docs/image-video-tools.md).
 */
export const EVENTS = {
  open: 'WALLPAPER_PAGE_0001',
  category: 'WALLPAPER_PAGE_0002',
  search: 'WALLPAPER_PAGE_0003',
  searchEmpty: 'WALLPAPER_PAGE_0004',
  shuffle: 'WALLPAPER_PAGE_0005',
  preview: 'WALLPAPER_PAGE_0006',
  previewClose: 'WALLPAPER_PAGE_0007',
  next: 'WALLPAPER_PAGE_0008',
  previous: 'WALLPAPER_PAGE_0009',
  size: 'WALLPAPER_PAGE_0010',
  save: 'WALLPAPER_PAGE_0011',
  saved: 'WALLPAPER_PAGE_0012',
  saveFailed: 'WALLPAPER_PAGE_0013',
  share: 'WALLPAPER_PAGE_0014',
  sharedOpen: 'WALLPAPER_PAGE_0015',
  text: 'WALLPAPER_PAGE_0016',
  frame: 'WALLPAPER_PAGE_0017',
} as const;
