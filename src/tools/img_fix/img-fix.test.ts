import { describe, expect, it } from 'vitest';
import { defaults, fromQuery } from '../../web/kit/options/schema.js';
import { fixedName, inpaintOptions, SCHEMA } from './img-fix.js';

describe('img_fix options', () => {
  it.each([
    ['', { method: 'telea', radius: 5, grow: 3 }],
    ['?method=ns&radius=12', { method: 'ns', radius: 12, grow: 3 }],
    ['?method=magic&radius=99', { method: 'telea', radius: 5, grow: 3 }],
  ])('%s', (query, expected) => {
    expect(inpaintOptions({ ...defaults(SCHEMA), ...fromQuery(SCHEMA, query) })).toEqual(expected);
  });
  it.each([
    ['holiday', 'holiday-fixed'],
    ['  ', 'photo-fixed'],
  ])('name for %j', (stem, name) => expect(fixedName(stem)).toBe(name));
});
