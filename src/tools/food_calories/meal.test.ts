import { describe, expect, it } from 'vitest';
import type { Food } from '../../common/food/food.js';
import { addItem, balance, defaultGrams, mealTotal } from './meal.js';

const food = (name: string, group: Food['group'], kcal: number): Food => ({
  name,
  aliases: [],
  group,
  kcal,
  protein: 10,
  fat: 5,
  carbs: 20,
  fiber: 0,
});
const rice = food('米饭', 'grain', 116);
const egg = food('鸡蛋', 'egg', 139);
const walnut = food('核桃', 'nut', 646);

describe('meal', () => {
  it.each([
    [rice, 100],
    [egg, 50],
    [walnut, 10],
  ])('%o starts at %i g', (f, g) => {
    expect(defaultGrams(f)).toBe(g);
  });

  it('adds foods and adds the portion again for a food already listed', () => {
    let items = addItem([], rice);
    items = addItem(items, egg);
    items = addItem(items, egg);
    expect(items.map((i) => [i.food.name, i.grams])).toEqual([
      ['米饭', 100],
      ['鸡蛋', 100],
    ]);
    expect(mealTotal(items)).toEqual({ kcal: 255, protein: 20, fat: 10, carbs: 40 });
  });

  it.each([
    [1000, 2000, 50, 1000],
    [2500, 2000, 125, -500],
    [0, 1800, 0, 1800],
    [500, null, 0, null],
  ])('balance(%i, %s) = %i%%, %s left', (total, need, percent, left) => {
    expect(balance(total, need)).toEqual({ percent, left });
  });
});
