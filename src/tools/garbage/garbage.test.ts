import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search } from '../../common/cn-search.js';
import { CATEGORIES, garbageKeys, parseGarbage, type GarbageCategory } from './garbage.js';

const csv = readFileSync(new URL('./data/garbage.csv', import.meta.url), 'utf8');
const items = parseGarbage(csv);
const index = buildIndex(items, garbageKeys, (t) => pinyin(t, { toneType: 'none', type: 'array' }));

describe('garbage.csv', () => {
  it('names its source and date in the header', () => {
    expect(csv.split('\n')[1]).toMatch(/Source: .*2019-08-02/);
  });
  it('has over 1,000 items in all four categories, each name once', () => {
    expect(items.length).toBeGreaterThan(1000);
    for (const c of CATEGORIES) expect(items.filter((i) => i.category === c).length).toBeGreaterThan(100);
    const names = items.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
  });
  it('has clean names (no commas, no stray spaces, at most 20 characters)', () => {
    for (const { name } of items) expect(name).toMatch(/^[^,\s](.{0,18}[^,\s])?$/u);
  });
  it('refuses a malformed row', () => {
    expect(() => parseGarbage('电池,3')).toThrow(/line 1/);
    expect(() => parseGarbage(',1')).toThrow();
  });
});

describe('lookup', () => {
  const rows: [query: string, name: string, category: GarbageCategory][] = [
    ['电池', '电池', 'hazardous'],
    ['过期药品', '过期药品', 'hazardous'],
    ['香蕉皮', '香蕉皮', 'kitchen'],
    ['xiangjiaopi', '香蕉皮', 'kitchen'],
    ['xjp', '香蕉皮', 'kitchen'],
    ['报纸', '报纸', 'recyclable'],
    ['易拉罐', '易拉罐', 'recyclable'],
    ['纸巾', '纸巾', 'other'],
    ['大骨', '大骨', 'other'],
    ['一次性筷子', '一次性筷子', 'other'],
    ['矿泉水平', '矿泉水瓶', 'recyclable'], // a wrong character (typo)
  ];
  it.each(rows)('%s → %s (%s)', (query, name, category) => {
    const hit = search(index, query)[0]?.item;
    expect(hit).toEqual({ name, category });
  });
  it('answers an unknown item with nothing', () => {
    expect(search(index, '宇宙飞船')).toEqual([]);
  });
});
