import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from './style.js';
import { makeStyledQr } from './styled-qr.js';

describe('makeStyledQr', () => {
  it('is null without text', () => expect(makeStyledQr('', 'M', DEFAULT_STYLE, 10)).toBeNull());
  it('says too long when the text does not fit version 40', () =>
    expect(makeStyledQr('码'.repeat(3000), 'H', DEFAULT_STYLE, 10)).toBe('tooLong'));
  it.each([
    ['hello', 'L' as const, 10, 21],
    ['https://example.com/二维码名片', 'M' as const, 8, 29],
  ])('%s at level %s, %i px a module: a quiet zone of 4 modules around %i', (text, level, ppm, modules) => {
    const qr = makeStyledQr(text, level, DEFAULT_STYLE, ppm);
    if (!qr || qr === 'tooLong') throw new Error('no code');
    expect(qr.matrix.size).toBe(modules);
    expect(qr.px).toBe((modules + 8) * ppm);
    expect(qr.svg).toContain(`width="${qr.px}"`);
  });
});
