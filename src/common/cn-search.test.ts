import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, buildIndexAsync, editDistance, normalizeQuery, search, type PinyinFn } from './cn-search.js';

const toPinyin: PinyinFn = (text) => pinyin(text, { toneType: 'none', type: 'array' });

interface City {
  name: string;
  en: string;
}
const CITIES: City[] = [
  { name: '长春', en: 'Changchun' },
  { name: '长沙', en: 'Changsha' },
  { name: '重庆', en: 'Chongqing' },
  { name: '北京', en: 'Beijing' },
  { name: '厦门', en: 'Xiamen' },
  { name: '银行行长', en: 'bank president' },
  { name: '西安', en: "Xi'an" },
  { name: '乐山', en: 'Leshan' },
];
const index = buildIndex(CITIES, (c) => [c.name, c.en], toPinyin);
const names = (q: string, limit?: number) => search(index, q, limit).map((h) => h.item.name);

describe('search', () => {
  const rows: [query: string, first: string | null, note: string][] = [
    ['长春', '长春', 'characters, exact'],
    ['长', '长春', 'a prefix character finds both 长 cities, dataset order'],
    ['changchun', '长春', '长 in 长春 reads chang'],
    ['chang chun', '长春', 'spaces ignored'],
    ['chángchūn', '长春', 'tone marks ignored'],
    ['ＣＨＡＮＧＣＨＵＮ', '长春', 'full-width letters folded'],
    ['cc', '长春', 'initials'],
    ['changc', '长春', 'whole syllable then an initial'],
    ['cchun', '长春', 'an initial then a whole syllable'],
    ['chongqing', '重庆', '重 in 重庆 reads chong'],
    ['cq', '重庆', 'initials of 重庆'],
    ['xiamen', '厦门', '厦 in 厦门 reads xia'],
    ['hangzhang', '银行行长', '行长 reads hang zhang in context'],
    ['yhhz', '银行行长', 'initials in context'],
    ['xian', '西安', "pinyin xi'an"],
    ["xi'an", '西安', 'English with an apostrophe'],
    ['leshan', '乐山', '乐 in 乐山 reads le'],
    ['beijing', '北京', 'full pinyin'],
    ['Beijing', '北京', 'English, any case'],
    ['beijnig', '北京', 'two letters swapped (typo)'],
    ['bejing', '北京', 'one letter missing (typo)'],
    ['changchum', '长春', 'one wrong letter (typo)'],
    ['银行长', '银行行长', 'a missing character (typo in Chinese)'],
    ['火星', null, 'unknown: nothing'],
    ['', null, 'empty: nothing'],
    ['   ', null, 'blank: nothing'],
  ];
  it.each(rows)('%s → %s (%s)', (query, first) => {
    const found = names(query);
    if (first === null) expect(found).toEqual([]);
    else expect(found[0]).toBe(first);
  });

  it('ranks exact before prefix before typo matches, and keeps dataset order among ties', () => {
    expect(names('长')).toEqual(['长春', '长沙', '银行行长']); // contains ranks after prefix
    expect(names('changsha')[0]).toBe('长沙');
    expect(names('chang').slice(0, 2).sort()).toEqual(['长春', '长沙'].sort());
    expect(names('chang')[2]).toBe('重庆'); // chong: one letter off, after the exact hits
  });

  it('honours the limit', () => {
    expect(names('ch', 1)).toHaveLength(1);
  });

  it('uses precomputed pinyin when given (no pinyin function needed)', () => {
    const idx = buildIndex([{ w: '长治久安' }], (x) => [{ text: x.w, pinyin: ['chang', 'zhi', 'jiu', 'an'] }]);
    expect(search(idx, 'czja')[0]?.item.w).toBe('长治久安');
    expect(search(idx, 'changzhi')[0]?.item.w).toBe('长治久安');
  });

  it('finds characters without a pinyin function', () => {
    const idx = buildIndex(CITIES, (c) => [c.name]);
    expect(search(idx, '北京')[0]?.item.name).toBe('北京');
    expect(search(idx, 'beijing')).toEqual([]);
  });
});

describe('helpers', () => {
  it.each([
    ['abc', 'abc', 0],
    ['abc', 'acb', 1],
    ['abc', 'ab', 1],
    ['kitten', 'sitting', 3],
    ['长春', '长沙', 1],
  ] as const)('editDistance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });
  it('stops early past the maximum', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
  it.each([
    [' Xī’ān ', 'xian'],
    ['Ｂｅｉｊｉｎｇ', 'beijing'],
    ['chang-chun', 'changchun'],
  ])('normalizeQuery(%s) = %s', (q, n) => {
    expect(normalizeQuery(q)).toBe(n);
  });
});

describe('buildIndexAsync', () => {
  it('builds the same index in slices', async () => {
    const idx = await buildIndexAsync(CITIES, (c) => [c.name, c.en], toPinyin, { slice: 3 });
    expect(idx.size).toBe(CITIES.length);
    expect(search(idx, 'changchun')[0]?.item.name).toBe('长春');
    expect(search(idx, 'xjp')).toEqual(search(index, 'xjp'));
  });
  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildIndexAsync(CITIES, (c) => [c.name], toPinyin, { signal: controller.signal })).rejects.toThrow();
  });
});
