import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { estimateBytes, outputName, SCHEMA } from './imagefy.js';

const o = defaults(SCHEMA);
const a4 = { width: 595.28, height: 841.89 };

describe('image-only PDF', () => {
  it.each([
    ['合同.pdf', '合同-纯图.pdf'],
    ['.pdf', 'document-纯图.pdf'],
  ])('%s → %s', (name, out) => expect(outputName(name)).toBe(out));
  it('estimates more bytes for more pages, resolution and quality', () => {
    const one = estimateBytes([a4], o);
    expect(one).toBeGreaterThan(300_000);
    expect(one).toBeLessThan(1_500_000);
    expect(estimateBytes([a4, a4], o)).toBe(2 * one);
    expect(estimateBytes([a4], { ...o, dpi: 300 })).toBeGreaterThan(3.9 * one);
    expect(estimateBytes([a4], { ...o, quality: 50 })).toBeLessThan(one);
  });
});
