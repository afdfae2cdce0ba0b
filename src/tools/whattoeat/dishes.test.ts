import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { candidates, DISH_CATEGORIES, drawDish, parseDishes, stars, type Dish } from './dishes.js';

const tsv = readFileSync(new URL('./data/dishes.tsv', import.meta.url), 'utf8');
const dishes = parseDishes(tsv);
const fixed = (w: number) => () => Uint32Array.of(w);

describe('the dish file', () => {
  it('names its source and date', () => {
    expect(tsv).toMatch(/^# Source: Anduin2017\/HowToCook \(The Unlicense\).*2026-11-23/m);
  });
  it('has every category, unique names, the HowToCook row count', () => {
    expect(dishes.length).toBe(302);
    expect(new Set(dishes.map((d) => d.name)).size).toBe(dishes.length);
    for (const c of DISH_CATEGORIES) expect(dishes.filter((d) => d.category === c).length).toBeGreaterThan(10);
    expect(dishes.find((d) => d.name === '宫保鸡丁')).toMatchObject({ category: '荤菜' });
    expect(dishes.find((d) => d.name === '麻婆豆腐')).toBeDefined();
  });
  it.each([
    ['宫保鸡丁\t川菜\t3', /line 1/],
    ['宫保鸡丁\t荤菜\t6', /line 1/],
    ['# x\n\t荤菜\t3', /line 2/],
    ['宫保鸡丁\t荤菜\t3\textra', /line 1/],
  ])('refuses %j', (text, error) => {
    expect(() => parseDishes(text)).toThrow(error);
  });
  it('reads an empty difficulty as unknown', () => {
    expect(parseDishes('白粥\t主食\t')).toEqual([{ name: '白粥', category: '主食', difficulty: null }]);
  });
});

describe('the draw', () => {
  const list: Dish[] = [
    { name: 'a', category: '荤菜', difficulty: 1 },
    { name: 'b', category: '素菜', difficulty: 2 },
    { name: 'c', category: '素菜', difficulty: null },
  ];
  it.each([
    [[], ['a', 'b', 'c']],
    [['素菜'], ['b', 'c']],
    [['汤'], []],
  ] as const)('categories %j → %j', (cats, names) => {
    expect(candidates(list, cats).map((d) => d.name)).toEqual(names);
  });
  it.each([
    [null, 0, 'a'],
    [null, 2, 'c'],
    ['a', 0, 'b'],
    ['b', 1, 'c'],
  ])('after %s, word %i → %s', (last, w, name) => {
    expect(drawDish(list, last, fixed(w))?.name).toBe(name);
  });
  it('repeats the only dish, and has nothing for an empty list', () => {
    expect(drawDish([list[0]], 'a')?.name).toBe('a');
    expect(drawDish([], null)).toBeNull();
  });
  it('draws every dish of the real list', () => {
    expect(dishes).toContainEqual(drawDish(dishes, null));
  });
  it('writes stars', () => {
    expect(stars(3)).toBe('★★★☆☆');
  });
});
