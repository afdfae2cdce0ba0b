import { describe, expect, it } from 'vitest';
import { defaults, initialValues } from '../../web/kit/options/schema.js';
import { applyStyle } from '../../web/kit/vision/styles.js';
import { SCHEMA, styleOptions } from './img-ai-watercolor.js';

describe('img_ai_watercolor options', () => {
  it('defaults', () => expect(styleOptions(defaults(SCHEMA))).toEqual({ wash: 50, texture: 60, pencil: 50 }));
  it.each([
    ['wash=0&texture=100&pencil=20', { wash: 0, texture: 100, pencil: 20 }],
    ['wash=-1&pencil=abc', { wash: 50, texture: 60, pencil: 50 }],
  ])('%s', (query, e) => expect(styleOptions(initialValues(SCHEMA, null, `?${query}`))).toEqual(e));
  it('thin pigment: a black picture comes out lighter, and paper texture makes it uneven', () => {
    const w = 64;
    const img = {
      data: new Uint8ClampedArray(w * w * 4).fill(0).map((_, i) => (i % 4 === 3 ? 255 : 0)),
      width: w,
      height: w,
    };
    const plain = applyStyle('watercolour', img, styleOptions({ wash: 50, texture: 0, pencil: 0 }));
    const grainy = applyStyle('watercolour', img, styleOptions({ wash: 50, texture: 100, pencil: 0 }));
    expect(plain.data[0]).toBeGreaterThan(30);
    expect(new Set(Array.from(plain.data).filter((_, i) => i % 4 === 0)).size).toBe(1);
    expect(new Set(Array.from(grainy.data).filter((_, i) => i % 4 === 0)).size).toBeGreaterThan(5);
  });
});
