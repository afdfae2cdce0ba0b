import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { scanFileName, SCHEMA, type Options } from './doc-wrap.js';

describe('scanFileName', () => {
  it.each([
    ['photo.jpg', 'jpeg', 'photo-scan.jpg'],
    ['photo.jpg', 'png', 'photo-scan.png'],
    ['IMG_2041.HEIC.jpeg', 'png', 'IMG_2041.HEIC-scan.png'],
    ['合同 第1页.PNG', 'jpeg', '合同 第1页-scan.jpg'],
    ['.jpg', 'png', 'page-scan.png'],
    ['no-extension', 'jpeg', 'no-extension-scan.jpg'],
  ] as [string, Options['format'], string][])('%s as %s → %s', (name, format, expected) => {
    expect(scanFileName(name, format)).toBe(expected);
  });
});

describe('SCHEMA', () => {
  it('starts in colour with shadows lifted, text straightened, saved as JPEG', () => {
    expect(defaults(SCHEMA)).toEqual({ mode: 'color', shadows: true, deskew: true, format: 'jpeg' });
  });
});
