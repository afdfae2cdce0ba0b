import { describe, expect, it } from 'vitest';
import { defaults, fromQuery } from '../../web/kit/options/schema.js';
import { beautifiedName, beautyOptions, SCHEMA, skinFound } from './img-pic-beauty.js';

describe('img_pic_beauty', () => {
  it.each([
    ['', { smooth: 60, tone: 60 }],
    ['?strength=90', { smooth: 90, tone: 90 }],
    ['?smooth=0', { smooth: 0, tone: 60 }],
    ['?tone=0&strength=30', { smooth: 30, tone: 0 }],
  ])('options from %j', (query, expected) =>
    expect(beautyOptions({ ...defaults(SCHEMA), ...fromQuery(SCHEMA, query) })).toEqual(expected),
  );
  it.each([
    [0, false],
    [0.009, false],
    [0.01, true],
    [0.4, true],
  ])('skin share %d found: %s', (share, found) => expect(skinFound(share)).toBe(found));
  it('names the result', () => expect(beautifiedName('')).toBe('photo-beauty'));
});
