import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIndex, search } from '../../common/cn-search.js';
import { cell, elementKeys, exactElement, oldGroupName, parseElements, position, type Element } from './periodic.js';

const csv = readFileSync(new URL('./data/elements.csv', import.meta.url), 'utf8');
const elements = parseElements(csv);
const bySymbol = (s: string) => elements.find((e) => e.symbol === s)!;

describe('elements.csv', () => {
  it('names its sources and date in the header', () => {
    expect(csv).toMatch(/# Weight: IUPAC CIAAW .*2021.*written 2026-11-23/);
    expect(csv).toMatch(/全国科学技术名词审定委员会/);
  });
  it('has the 118 elements in order, symbols and names once each', () => {
    expect(elements.map((e) => e.z)).toEqual(Array.from({ length: 118 }, (_, i) => i + 1));
    expect(new Set(elements.map((e) => e.symbol)).size).toBe(118);
    expect(new Set(elements.map((e) => e.zh)).size).toBe(118);
    for (const e of elements) expect(e.symbol).toMatch(/^[A-Z][a-z]?$/);
  });
  it('gives weights only where CIAAW has one, rising with the atomic number but for the known inversions', () => {
    const weighed = elements.filter((e) => e.weight);
    expect(weighed).toHaveLength(84);
    for (const s of ['Tc', 'Pm', 'Po', 'At', 'Rn', 'Fr', 'Ra', 'Ac', 'Np', 'Og'])
      expect(bySymbol(s).weight).toBeUndefined();
    const inversions = weighed.filter((e, i) => i > 0 && Number(e.weight) < Number(weighed[i - 1]!.weight));
    expect(inversions.map((e) => e.symbol)).toEqual(['K', 'Ni', 'I', 'Pa']);
    for (const e of weighed) expect(Number(e.weight) / e.z).toBeGreaterThan(0.99);
  });
  it('refuses a malformed row', () => {
    expect(() => parseElements('1,H,氢,qing,Hydrogen')).toThrow(/line 1/);
    expect(() => parseElements('1,H,氢,qing,Hydrogen,abc')).toThrow(/weight/);
    expect(() => parseElements('119,Uue,x,x,Ununennium,')).toThrow();
  });
});

describe('position', () => {
  const rows: [symbol: string, period: number, group: number | undefined, block: string][] = [
    ['H', 1, 1, 's'],
    ['He', 1, 18, 'p'],
    ['Li', 2, 1, 's'],
    ['B', 2, 13, 'p'],
    ['Ne', 2, 18, 'p'],
    ['Al', 3, 13, 'p'],
    ['Sc', 4, 3, 'd'],
    ['Fe', 4, 8, 'd'],
    ['Zn', 4, 12, 'd'],
    ['Ga', 4, 13, 'p'],
    ['Xe', 5, 18, 'p'],
    ['Ba', 6, 2, 's'],
    ['La', 6, undefined, 'f'],
    ['Lu', 6, undefined, 'f'],
    ['Hf', 6, 4, 'd'],
    ['Au', 6, 11, 'd'],
    ['Rn', 6, 18, 'p'],
    ['Ac', 7, undefined, 'f'],
    ['Rf', 7, 4, 'd'],
    ['Cn', 7, 12, 'd'],
    ['Og', 7, 18, 'p'],
  ];
  it.each(rows)('%s: period %i, group %s, %s-block', (symbol, period, group, block) => {
    const e = bySymbol(symbol);
    expect([e.period, e.group, e.block]).toEqual([period, group, block]);
  });
  it('places each element in its own table cell', () => {
    const cells = elements.map((e) => JSON.stringify(cell(e)));
    expect(new Set(cells).size).toBe(118);
    expect(cell(bySymbol('Ce'))).toEqual({ row: 9, col: 4 });
    expect(cell(bySymbol('Lr'))).toEqual({ row: 10, col: 17 });
  });
  it('refuses atomic numbers outside 1-118', () => {
    expect(() => position(0)).toThrow(RangeError);
    expect(() => position(119)).toThrow(RangeError);
  });
  it('names the old groups', () => {
    expect([1, 3, 8, 10, 11, 17, 18].map(oldGroupName)).toEqual(['IA', 'IIIB', 'VIII', 'VIII', 'IB', 'VIIA', '0']);
  });
});

describe('search', () => {
  const index = buildIndex(elements, elementKeys);
  const rows: [query: string, symbol: string][] = [
    ['铁', 'Fe'],
    ['tie', 'Fe'],
    ['Fe', 'Fe'],
    ['fe', 'Fe'],
    ['26', 'Fe'],
    ['oxygen', 'O'],
    ['yang', 'O'],
    ['鿫', 'Og'],
    ['ao', 'Og'],
  ];
  it.each(rows)('%s → %s', (query, symbol) => {
    const hit: Element | undefined = exactElement(elements, query) ?? search(index, query)[0]?.item;
    expect(hit?.symbol).toBe(symbol);
  });
  it('answers an unknown query with nothing', () => {
    expect(exactElement(elements, '119')).toBeUndefined();
    expect(search(index, '宇宙')).toEqual([]);
  });
});
