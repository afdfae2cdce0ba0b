/** 文档图片扭曲恢复: the options and the saved file's name (pure). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SCHEMA = defineOptions({
  mode: opt.choice(['color', 'grey', 'bw'], 'color'),
  shadows: opt.bool(true),
  deskew: opt.bool(true),
  format: opt.choice(['jpeg', 'png'], 'jpeg'),
});

export type Options = Values<typeof SCHEMA>;

export const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/** `IMG_2041.HEIC.jpg` → `IMG_2041.HEIC-scan.png`: the photo's name, marked as the scan, in the format saved. */
export function scanFileName(photoName: string, format: Options['format']): string {
  const base = photoName.replace(/\.[^./\\]*$/, '').trim() || 'page';
  return `${base}-scan.${format === 'jpeg' ? 'jpg' : 'png'}`;
}
