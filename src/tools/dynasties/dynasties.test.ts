import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search } from '../../common/cn-search.js';
import { dynastiesIn, dynastyKeys, ERAS, formatYear, parseDynasties, parseYear, span } from './dynasties.js';

const csv = readFileSync(new URL('./data/dynasties.csv', import.meta.url), 'utf8');
const dynasties = parseDynasties(csv);
const byName = (n: string) => dynasties.find((d) => d.name === n)!;

describe('dynasties.csv', () => {
  it('names its sources and date in the header', () => {
    expect(csv).toMatch(/现代汉语词典.*written 2026-11-23/);
    expect(csv).toMatch(/人民教育出版社/);
  });
  it('runs from Xia to Qing, every era present, each name once', () => {
    expect(dynasties[0]).toMatchObject({ name: '夏', start: -2070, approx: true });
    expect(dynasties.at(-1)).toMatchObject({ name: '清', end: 1911 });
    for (const e of ERAS) expect(dynasties.some((d) => d.era === e)).toBe(true);
    expect(new Set(dynasties.map((d) => d.name)).size).toBe(dynasties.length);
  });
  it('leaves the capital of Xia empty rather than guess it', () => {
    expect(byName('夏').capitals).toEqual([]);
  });
  it('refuses a malformed row', () => {
    expect(() => parseDynasties('秦,-221,-206,秦汉,咸阳,嬴政')).toThrow(/line 1/);
    expect(() => parseDynasties('秦,-206,-221,秦汉,咸阳,嬴政,')).toThrow();
    expect(() => parseDynasties('秦,-221,-206,上古,咸阳,嬴政,')).toThrow();
  });
});

describe('parseYear', () => {
  const rows: [string, number | null][] = [
    ['前221', -221],
    ['公元前221年', -221],
    ['-221', -221],
    ['221 BC', -221],
    ['1368', 1368],
    ['公元1368年', 1368],
    ['AD 25', 25],
    ['0', null],
    ['唐', null],
    ['12345', null],
  ];
  it.each(rows)('%s → %s', (text, year) => expect(parseYear(text)).toBe(year));
});

describe('dynastiesIn', () => {
  const rows: [year: number, names: string[]][] = [
    [-221, ['战国', '秦']], // the Zhou house ended in 256 BC, the Warring States in 221 BC
    [-300, ['东周', '战国']],
    [-100, ['西汉']],
    [10, ['西汉', '新']],
    [250, ['魏', '蜀', '吴']],
    [700, ['唐']],
    [1100, ['辽', '北宋', '西夏']],
    [1644, ['明', '清']],
    [1912, []],
  ];
  it.each(rows)('%i → %j', (year, names) => {
    expect(dynastiesIn(dynasties, year).map((d) => d.name)).toEqual(names);
  });
});

describe('formatting', () => {
  it('writes BC years the Chinese way and counts across the missing year 0', () => {
    expect(formatYear(-221, 'zh')).toBe('前221年');
    expect(formatYear(1368, 'en')).toBe('AD 1368');
    expect(span(byName('秦'))).toBe(15);
    expect(span(byName('西汉'))).toBe(230);
  });
});

describe('search', () => {
  const index = buildIndex(dynasties, dynastyKeys, (t) => pinyin(t, { toneType: 'none', type: 'array' }));
  const rows: [query: string, name: string][] = [
    ['唐', '唐'],
    ['长安', '西汉'],
    ['zhuyuanzhang', '明'],
    ['朱元璋', '明'],
    ['临安', '南宋'],
    ['忽必烈', '元'],
  ];
  it.each(rows)('%s → %s', (query, name) => {
    expect(search(index, query)[0]?.item.name).toBe(name);
  });
});
