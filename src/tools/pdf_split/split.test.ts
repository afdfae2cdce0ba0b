import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { SCHEMA, splitParts } from './split.js';

const o = defaults(SCHEMA);
const names = (r: ReturnType<typeof splitParts>) => (r.ok ? r.parts.map((p) => p.name) : r.error);

describe('split', () => {
  it.each([
    [{ ...o, ranges: '1-3,5,8-' }, 10, ['报告_1-3.pdf', '报告_5.pdf', '报告_8-10.pdf']],
    [{ ...o, mode: 'every' as const, every: 4 }, 10, ['报告_1-4.pdf', '报告_5-8.pdf', '报告_9-10.pdf']],
    [{ ...o, mode: 'single' as const }, 3, ['报告_1.pdf', '报告_2.pdf', '报告_3.pdf']],
    [{ ...o, ranges: '3-1' }, 3, ['报告_3_2_1.pdf']],
    [{ ...o, ranges: '' }, 3, { code: 'empty' }],
    [{ ...o, ranges: '4' }, 3, { code: 'out-of-range', token: '4', pageCount: 3 }],
  ])('%j of %i pages', (values, count, expected) =>
    expect(names(splitParts(values, '报告.pdf', count))).toEqual(expected),
  );
  it('plans each part from the one source', () => {
    const r = splitParts({ ...o, ranges: '2-3' }, 'a.pdf', 3);
    expect(r.ok && r.parts[0].plan).toEqual([
      { source: 0, page: 1 },
      { source: 0, page: 2 },
    ]);
  });
});
