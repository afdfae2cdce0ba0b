import { describe, expect, it } from 'vitest';
import type { Food } from '../../common/food/food.js';
import { energyBand, tableRows } from './table.js';

const f = (name: string, group: Food['group'], kcal: number, protein = 0): Food => ({
  name,
  aliases: [],
  group,
  kcal,
  protein,
  fat: 0,
  carbs: 0,
  fiber: 0,
});
const FOODS = [
  f('米饭', 'grain', 116, 2.6),
  f('苹果', 'fruit', 53, 0.4),
  f('梨', 'fruit', 51),
  f('桃', 'fruit', 51, 0.6),
];
const names = (rows: Food[]) => rows.map((r) => r.name);

describe('tableRows', () => {
  it.each([
    ['all', 'table', ['米饭', '苹果', '梨', '桃']],
    ['fruit', 'table', ['苹果', '梨', '桃']],
    ['fruit', 'kcalAsc', ['梨', '桃', '苹果']],
    ['all', 'kcalDesc', ['米饭', '苹果', '梨', '桃']],
    ['all', 'proteinDesc', ['米饭', '桃', '苹果', '梨']],
    ['egg', 'table', []],
  ] as const)('%s sorted by %s', (group, sort, expected) => {
    expect(names(tableRows(FOODS, group, sort))).toEqual(expected);
  });
});

describe('energyBand', () => {
  it.each([
    [0, 'low'],
    [99, 'low'],
    [100, 'medium'],
    [299, 'medium'],
    [300, 'high'],
    [888, 'high'],
  ] as const)('%i kcal is %s', (kcal, band) => {
    expect(energyBand(kcal)).toBe(band);
  });
});
