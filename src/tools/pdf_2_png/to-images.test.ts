import { describe, expect, it } from 'vitest';
import { imageName, pagesOf, pixelSize } from './to-images.js';

describe('PDF to images', () => {
  it.each([
    ['a.pdf', 0, 9, 'png', 'a-1.png'],
    ['a.pdf', 9, 12, 'jpg', 'a-10.jpg'],
    ['a.pdf', 0, 120, 'png', 'a-001.png'],
    ['.pdf', 0, 1, 'png', 'page-1.png'],
  ] as const)('%s page %i of %i as %s → %s', (name, page, count, format, out) =>
    expect(imageName(name, page, count, format)).toBe(out),
  );
  it.each([
    [595.28, 841.89, 72, 595, 842],
    [595.28, 841.89, 150, 1240, 1754],
    [612, 792, 300, 2550, 3300],
  ])('%f×%f pt at %i dpi is %i×%i px', (w, h, dpi, pw, ph) =>
    expect(pixelSize(w, h, dpi)).toEqual({ width: pw, height: ph }),
  );
  it('takes ranges or all pages', () => {
    expect(pagesOf('', 2)).toEqual([0, 1]);
    expect(pagesOf('2', 2)).toEqual([1]);
    expect(pagesOf('3', 2)).toBeNull();
  });
});
