import { describe, expect, it } from 'vitest';
import { defaults, fromQuery } from '../../web/kit/options/schema.js';
import { demoiredName, moireFinding, moireOptions, SCHEMA } from './image-enhance.js';

describe('image_enhance', () => {
  it.each([
    ['', 60],
    ['?strength=100', 100],
    ['?strength=0', 0],
    ['?strength=-4', 60],
  ])('strength from %j', (query, strength) =>
    expect(moireOptions({ ...defaults(SCHEMA), ...fromQuery(SCHEMA, query) })).toEqual({ strength }),
  );
  it.each([
    [0, 'none'],
    [1, 'pattern'],
    [900, 'pattern'],
  ] as const)('%d samples notched: %s', (n, finding) => expect(moireFinding(n)).toBe(finding));
  it('names the result', () => expect(demoiredName('screen')).toBe('screen-demoire'));
});
