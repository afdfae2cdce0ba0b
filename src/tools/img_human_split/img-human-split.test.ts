import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { backgroundOf, outputFile, SCHEMA, type Options } from './img-human-split.js';

const base = defaults(SCHEMA);

describe('img_human_split options', () => {
  it.each<[Partial<Options>, ReturnType<typeof backgroundOf>]>([
    [{ bg: 'none' }, null],
    [{ bg: 'white' }, { r: 255, g: 255, b: 255 }],
    [{ bg: 'blue' }, { r: 0x43, g: 0x8e, b: 0xdb }],
    [{ bg: 'red' }, { r: 0xd9, g: 0, b: 0x1b }],
    [
      { bg: 'custom', color: '#102030' },
      { r: 16, g: 32, b: 48 },
    ],
    [
      { bg: 'custom', color: '#abc' },
      { r: 0xaa, g: 0xbb, b: 0xcc },
    ],
    [
      { bg: 'custom', color: '#10203080' },
      { r: 16, g: 32, b: 48 },
    ],
    [
      { bg: 'custom', color: 'oops' },
      { r: 255, g: 255, b: 255 },
    ],
  ])('background %j', (options, expected) => expect(backgroundOf({ ...base, ...options })).toEqual(expected));

  it.each<[string, Options['bg'], string, string]>([
    ['me', 'none', 'me-cutout.png', 'image/png'],
    ['me', 'blue', 'me-blue.jpg', 'image/jpeg'],
    ['  ', 'custom', 'photo-custom.jpg', 'image/jpeg'],
    ['人像', 'white', '人像-white.jpg', 'image/jpeg'],
  ])('file of %s on %s', (stem, bg, name, type) => expect(outputFile(stem, { bg })).toEqual({ name, type }));

  it('defaults to a transparent cut-out with soft edges', () => {
    expect(base).toMatchObject({ bg: 'none' });
    expect(base.soft).toBeGreaterThan(0);
  });
});
