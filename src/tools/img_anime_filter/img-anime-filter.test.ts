import { describe, expect, it } from 'vitest';
import { defaults, initialValues } from '../../web/kit/options/schema.js';
import { applyStyle } from '../../web/kit/vision/styles.js';
import { SCHEMA, styleOptions } from './img-anime-filter.js';

describe('img_anime_filter options', () => {
  it('defaults are the style defaults', () =>
    expect(styleOptions(defaults(SCHEMA))).toEqual({ lines: 70, levels: 5, vivid: 40 }));
  it.each([
    ['lines=30&levels=3&vivid=0', { lines: 30, levels: 3, vivid: 0 }],
    ['lines=300&levels=1', { lines: 70, levels: 5, vivid: 40 }],
  ])('%s', (query, e) => {
    expect(styleOptions(initialValues(SCHEMA, null, `?${query}`))).toEqual(e);
  });
  it('no outline and no colour boost keeps a flat grey picture grey', () => {
    const img = { data: new Uint8ClampedArray(16 * 16 * 4).fill(128), width: 16, height: 16 };
    const out = applyStyle('anime', img, styleOptions({ lines: 0, levels: 4, vivid: 0 }));
    expect(new Set(Array.from(out.data).filter((_, i) => i % 4 !== 3)).size).toBe(1);
  });
});
