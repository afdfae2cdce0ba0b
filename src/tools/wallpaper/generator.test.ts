import { describe, expect, it } from 'vitest';
import { DESIGNS, draw, makeWallpaper, rng, searchDesigns, type Painter } from './generator.js';
import { devicePixels, EVENTS, fileName, galleryItems, seedFor, sizeOf } from './wallpaper.js';

/** A context that records every call (to check drawing without a canvas). */
function recorder() {
  const calls: string[] = [];
  const gradient = {
    addColorStop: (o: number, c: string) => calls.push(`stop ${o} ${c}`),
  } as unknown as CanvasGradient;
  const ctx = new Proxy(
    {},
    {
      get: (_, k: string) =>
        k === 'createLinearGradient' || k === 'createRadialGradient'
          ? (...a: number[]) => (calls.push(`${k} ${a.join(',')}`), gradient)
          : (...a: unknown[]) => calls.push(`${k} ${a.join(',')}`),
      set: (_, k: string, v) => (calls.push(`${k}=${typeof v === 'object' ? 'gradient' : v}`), true),
    },
  ) as Painter;
  return { ctx, calls };
}

describe('wallpaper generator', () => {
  it.each(DESIGNS.map((d) => [d.id]))('%s is the same picture for the same seed, another for another seed', (id) => {
    const a = makeWallpaper(id, 42, 1080, 2340);
    expect(makeWallpaper(id, 42, 1080, 2340)).toEqual(a);
    expect(makeWallpaper(id, 43, 1080, 2340)).not.toEqual(a);
    expect(a.length).toBeGreaterThan(1);
    // Everything is drawn inside a generous margin around the picture.
    for (const op of a) if (op.op === 'rect') expect(op.x).toBeGreaterThanOrEqual(-1080);
  });

  it('the same seed scales to another resolution with the same design', () => {
    const small = makeWallpaper('circles', 7, 540, 1170);
    const big = makeWallpaper('circles', 7, 1080, 2340);
    expect(big.length).toBe(small.length);
    const [, c1] = small;
    const [, c2] = big;
    if (c1.op === 'circle' && c2.op === 'circle') expect(c2.x).toBeCloseTo(c1.x * 2, 0);
  });

  it('a typographic wallpaper draws the visitor’s text', () => {
    const ops = makeWallpaper('quote', 1, 1080, 1920, '新年快乐');
    expect(ops.some((o) => o.op === 'text' && o.text === '新年快乐')).toBe(true);
  });

  it('draws each operation on a 2D context', () => {
    const { ctx, calls } = recorder();
    draw(ctx, makeWallpaper('quote', 3, 100, 200, '慢慢来'), (f, px) => `${px}px ${f}`);
    expect(calls.filter((c) => c.startsWith('fillText'))).toHaveLength(3);
    expect(calls.filter((c) => c === 'save ').length).toBe(calls.filter((c) => c === 'restore ').length);
  });

  it('rng is deterministic and in [0, 1)', () => {
    const a = rng(5);
    const b = rng(5);
    for (let i = 0; i < 100; i++) {
      const v = a();
      expect(v).toBe(b());
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});

describe('wallpaper page logic', () => {
  it.each([
    ['', 'all', DESIGNS.length],
    ['渐变', 'all', 2],
    ['wave', 'all', 1],
    ['', 'pattern', 3],
    ['不存在', 'all', 0],
  ] as const)('search %j in %s finds %i designs', (q, cat, n) => expect(searchDesigns(q, cat)).toHaveLength(n));

  it('gallery batches are stable and differ from each other', () => {
    expect(galleryItems('', 'all', 0)).toEqual(galleryItems('', 'all', 0));
    expect(galleryItems('', 'all', 1)[0].seed).not.toBe(galleryItems('', 'all', 0)[0].seed);
    expect(galleryItems('', 'all', 0, 3)).toHaveLength(DESIGNS.length * 3);
    expect(seedFor(0, 0)).toBeLessThan(2 ** 31);
  });

  it.each([
    [390, 844, 3, [1170, 2532]],
    [1440, 900, 1, [1440, 900]],
    [5000, 3000, 2, [8192, 4915]],
    [400, 800, 0, [400, 800]],
  ])('device %i×%i at ×%f is %j pixels', (w, h, r, px) => expect(devicePixels(w, h, r)).toEqual(px));

  it('sizes', () => {
    expect(sizeOf('desktop', [1, 1])).toEqual([2560, 1440]);
    expect(sizeOf('device', [1170, 2532])).toEqual([1170, 2532]);
    expect(fileName('dots', 9, 10, 20)).toBe('wallpaper-dots-9-10x20.png');
  });

  it('the events are the spec’s seventeen, each once', () => {
    const names = Object.values(EVENTS);
    expect(new Set(names).size).toBe(17);
    expect(names.sort()).toEqual(
      Array.from({ length: 17 }, (_, i) => `WALLPAPER_PAGE_${String(i + 1).padStart(4, '0')}`),
    );
  });
});
