import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search } from '../../common/cn-search.js';
import { countryKeys, NOTES, parseCountries, REGIONS } from './capital.js';

const csv = readFileSync(new URL('./data/capitals.csv', import.meta.url), 'utf8');
const countries = parseCountries(csv);
const index = buildIndex(countries, countryKeys, (t) => pinyin(t, { toneType: 'none', type: 'array' }));

describe('capitals.csv', () => {
  it('names its sources, licence and date in the header', () => {
    expect(csv).toMatch(/world-countries 5\.1\.0.*ODbL 1\.0.*2026-11-23/);
    expect(csv).toMatch(/外交部.*2026-11-23/);
  });
  it('has the 194 independent countries, each code and Chinese name once, in all five regions', () => {
    expect(countries).toHaveLength(194);
    expect(new Set(countries.map((c) => c.code)).size).toBe(194);
    expect(new Set(countries.map((c) => c.zh)).size).toBe(194);
    for (const r of REGIONS) expect(countries.filter((c) => c.region === r).length).toBeGreaterThan(10);
  });
  it('has notes only for countries in the file', () => {
    for (const code of Object.keys(NOTES)) expect(countries.some((c) => c.code === code)).toBe(true);
  });
  it('refuses a malformed row', () => {
    expect(() => parseCountries('CHN,Asia,China,Beijing,中国')).toThrow(/line 1/);
    expect(() => parseCountries('CHN,Mars,China,Beijing,中国,北京')).toThrow();
    expect(() => parseCountries('ZAF,Africa,South Africa,Pretoria/Cape Town,南非,比勒陀利亚')).toThrow();
  });
});

describe('lookup', () => {
  const rows: [query: string, country: string, capital: string][] = [
    ['日本', '日本', '东京'],
    ['东京', '日本', '东京'],
    ['dongjing', '日本', '东京'],
    ['France', '法国', '巴黎'],
    ['paris', '法国', '巴黎'],
    ['美国', '美国', '华盛顿哥伦比亚特区'],
    ['澳大利亚', '澳大利亚', '堪培拉'],
    ['加拿大', '加拿大', '渥太华'],
    ['巴西', '巴西', '巴西利亚'],
    ['土耳其', '土耳其', '安卡拉'],
    ['开普敦', '南非', '比勒陀利亚/布隆方丹/开普敦'],
    ['多米尼克', '多米尼克', '罗索'],
    ['多米尼加', '多米尼加', '圣多明各'],
    ['DEU', '德国', '柏林'],
    ['俄落斯', '俄罗斯', '莫斯科'], // one wrong character
  ];
  it.each(rows)('%s → %s, %s', (query, country, capital) => {
    const hit = search(index, query)[0]?.item;
    expect([hit?.zh, hit?.capitalZh.join('/')]).toEqual([country, capital]);
  });
  it('answers an unknown place with nothing', () => {
    expect(search(index, '亚特兰蒂斯')).toEqual([]);
  });
});
