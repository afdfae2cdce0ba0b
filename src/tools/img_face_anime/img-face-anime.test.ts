import { describe, expect, it } from 'vitest';
import { defaults, initialValues } from '../../web/kit/options/schema.js';
import { job, SCHEMA, sizeOf, zoomOf } from './img-face-anime.js';

describe('img_face_anime options', () => {
  it('defaults: anime style at 512 px, the square 2.4 face boxes wide', () => {
    const v = defaults(SCHEMA);
    expect(job(v)).toEqual({ style: 'anime', options: { lines: 70, levels: 4, vivid: 50 } });
    expect([sizeOf(v), zoomOf(v)]).toEqual([512, 2.4]);
  });
  it.each([
    ['size=1024&zoom=30&lines=10', 1024, 3, 10],
    ['size=999&zoom=99&lines=-4', 512, 2.4, 70],
  ])('%s', (query, size, zoom, lines) => {
    const v = initialValues(SCHEMA, null, `?${query}`);
    expect([sizeOf(v), zoomOf(v), job(v).options.lines]).toEqual([size, zoom, lines]);
  });
});
