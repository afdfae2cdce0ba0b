import { describe, expect, it } from 'vitest';
import { defaults, initialValues } from '../../web/kit/options/schema.js';
import { applyStyle } from '../../web/kit/vision/styles.js';
import { SCHEMA, styleOptions } from './img-ai-cartoon.js';

describe('img_ai_cartoon options', () => {
  it('defaults', () => expect(styleOptions(defaults(SCHEMA))).toEqual({ colours: 16, outline: 2 }));
  it.each([
    ['colours=6&outline=4', { colours: 6, outline: 4 }],
    ['colours=99&outline=0', { colours: 16, outline: 2 }],
  ])('%s', (query, e) => expect(styleOptions(initialValues(SCHEMA, null, `?${query}`))).toEqual(e));
  it('a picture of many colours comes out in at most the palette plus outline shades', () => {
    const w = 48;
    const data = new Uint8ClampedArray(w * w * 4);
    for (let i = 0; i < w * w; i++) data.set([(i * 37) % 256, (i * 91) % 256, (i * 13) % 256, 255], i * 4);
    const out = applyStyle('cartoon', { data, width: w, height: w }, styleOptions({ colours: 5, outline: 1 }));
    const colours = new Set<string>();
    for (let i = 0; i < out.data.length; i += 4) colours.add(`${out.data[i]},${out.data[i + 1]},${out.data[i + 2]}`);
    expect(colours.size).toBeLessThan((w * w) / 4);
  });
});
