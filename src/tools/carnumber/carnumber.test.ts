import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search } from '../../common/cn-search.js';
import { byProvince, normalizePlate, parsePlates, plateKeys, readPlate, type PlateAnswer } from './carnumber.js';

const csv = readFileSync(new URL('./data/plates.csv', import.meta.url), 'utf8');
const codes = parsePlates(csv);

describe('plates.csv', () => {
  it('names its source and date in the header', () => {
    expect(csv).toMatch(/# Source: .*GA 36-2018.*compiled 2026-11-23/);
  });
  it('covers the 31 provinces, each prefix once', () => {
    expect(byProvince(codes)).toHaveLength(31);
    const prefixes = codes.map((c) => c.abbr + c.letter);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(codes.length).toBeGreaterThan(300);
  });
  it('never uses I or O, which plates leave out', () => {
    for (const c of codes) expect(c.letter).not.toMatch(/[IO]/);
  });
  it('refuses a malformed row', () => {
    expect(() => parsePlates('粤,广东省,b,深圳市')).toThrow(/line 1/);
    expect(() => parsePlates('粤,广东省,B')).toThrow();
  });
});

describe('readPlate', () => {
  const rows: [text: string, answer: Partial<PlateAnswer>][] = [
    ['粤B12345', { ok: true, province: '广东省', city: '深圳市', kind: 'ordinary', serial: '12345' }],
    ['粤 b·1234 5', { ok: true, city: '深圳市', kind: 'ordinary' }],
    ['川A', { ok: true, province: '四川省', city: '成都市', serial: '' }],
    ['京N88888', { ok: true, province: '北京市', city: '北京市', kind: 'ordinary' }],
    ['沪AD12345', { ok: true, city: '上海市', kind: 'newEnergySmall' }],
    ['浙A12345F', { ok: true, city: '杭州市', kind: 'newEnergyLarge' }],
    ['苏E1234学', { ok: true, city: '苏州市', suffix: '学', kind: 'ordinary' }],
    ['吉Z12345', { ok: true, province: '吉林省', letter: 'Z', serial: '12345' }],
    ['粤', { ok: true, province: '广东省', letter: '' }],
    ['', { ok: false, error: 'empty' }],
    ['X12345', { ok: false, error: 'province' }],
    ['粤1', { ok: false, error: 'letter' }],
    ['粤B1234567', { ok: false, error: 'serial' }],
    ['粤B12#45', { ok: false, error: 'serial' }],
  ];
  it.each(rows)('%s', (text, answer) => {
    expect(readPlate(codes, text)).toMatchObject(answer);
  });
  it('says nothing about the city of a letter not in the list', () => {
    expect(readPlate(codes, '吉Z12345')).not.toHaveProperty('city');
  });
  it('normalizes spaces, dots and case', () => {
    expect(normalizePlate(' 粤 b·123.45 ')).toBe('粤B12345');
  });
});

describe('city search', () => {
  const index = buildIndex(codes, plateKeys, (t) => pinyin(t, { toneType: 'none', type: 'array' }));
  const rows: [query: string, prefix: string][] = [
    ['深圳', '粤B'],
    ['shenzhen', '粤B'],
    ['长春', '吉A'], // 长 read cháng here
    ['changchun', '吉A'],
    ['大连', '辽B'],
    ['喀什', '新Q'],
  ];
  it.each(rows)('%s → %s', (query, prefix) => {
    const hit = search(index, query)[0]?.item;
    expect(hit && hit.abbr + hit.letter).toBe(prefix);
  });
});
