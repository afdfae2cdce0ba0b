import { describe, expect, it } from 'vitest';
import { defaults, initialValues } from '../../web/kit/options/schema.js';
import { adjustTone, applyStyle, NEUTRAL_TONE } from '../../web/kit/vision/styles.js';
import { job, SCHEMA, sizeOf, zoomOf } from './img-module-face-stylize.js';

const grey = (v: number, n = 8) => ({
  data: new Uint8ClampedArray(n * n * 4).map((_, i) => (i % 4 === 3 ? 255 : v)),
  width: n,
  height: n,
});

describe('img_module_face_stylize options', () => {
  it('defaults: oil paint, light skin smoothing, 512 px', () => {
    const v = defaults(SCHEMA);
    const j = job(v);
    expect(j.style).toBe('oil');
    expect(j.tone).toEqual({ brightness: 0, contrast: 0, saturation: 0, smooth: 30 });
    expect([sizeOf(v), zoomOf(v)]).toEqual([512, 2.4]);
  });
  it.each([
    ['style=sketch&strength=80', 'sketch', 80, 4],
    ['style=cartoon&strength=0', 'cartoon', 0, 1],
    ['style=nope&strength=500', 'oil', 50, 3],
  ])('%s', (query, style, strength, outline) => {
    const j = job(initialValues(SCHEMA, null, `?${query}`));
    expect([j.style, j.options.strength, j.options.outline]).toEqual([style, strength, outline]);
  });
});

describe('tone', () => {
  it.each([
    [{ ...NEUTRAL_TONE }, 100, 100],
    [{ ...NEUTRAL_TONE, brightness: 50 }, 100, 130],
    [{ ...NEUTRAL_TONE, brightness: -50 }, 100, 70],
    [{ ...NEUTRAL_TONE, contrast: 50 }, 100, 86],
    [{ ...NEUTRAL_TONE, contrast: 50 }, 200, 236],
  ])('%j: grey %i → %i', (tone, v, e) => expect(adjustTone(grey(v), tone).data[0]).toBe(e));
  it('saturation −100 makes a colour grey; the original is not changed', () => {
    const img = { data: Uint8ClampedArray.from([200, 100, 50, 255]), width: 1, height: 1 };
    const out = adjustTone(img, { ...NEUTRAL_TONE, saturation: -100 });
    expect(out.data[0]).toBe(out.data[1]);
    expect(out.data[1]).toBe(out.data[2]);
    expect(Array.from(img.data)).toEqual([200, 100, 50, 255]);
  });
  it.each(['oil', 'watercolour', 'anime', 'cartoon', 'sketch', 'none'] as const)(
    '%s keeps the size of an avatar',
    (style) => {
      const out = applyStyle(style, grey(90, 32), job({ ...defaults(SCHEMA), style }).options);
      expect([out.width, out.height, out.data.length]).toEqual([32, 32, 32 * 32 * 4]);
    },
  );
});
