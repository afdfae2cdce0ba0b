import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search } from '../cn-search.js';
import {
  dailyNeed,
  FOOD_GROUPS,
  foodKeys,
  forGrams,
  parseFoods,
  quickGrams,
  sumAmounts,
  toKj,
  type Person,
} from './food.js';

const tsv = readFileSync(new URL('./foods.tsv', import.meta.url), 'utf8');
const foods = parseFoods(tsv);

describe('foods.tsv', () => {
  it('names its source in the header', () => {
    expect(tsv).toMatch(/Source: 中国食物成分表 标准版 第6版/);
  });
  it('has at least 500 foods in every group, each name once', () => {
    expect(foods.length).toBeGreaterThanOrEqual(500);
    for (const g of FOOD_GROUPS)
      expect(
        foods.some((f) => f.group === g.id),
        g.id,
      ).toBe(true);
    expect(new Set(foods.map((f) => f.name)).size).toBe(foods.length);
  });
  it('keeps every value in range', () => {
    for (const f of foods) {
      expect(f.kcal, f.name).toBeGreaterThan(0);
      expect(f.kcal, f.name).toBeLessThanOrEqual(900);
      for (const g of [f.protein, f.fat, f.carbs, f.fiber]) {
        expect(g, f.name).toBeGreaterThanOrEqual(0);
        expect(g, f.name).toBeLessThanOrEqual(100);
      }
      expect(f.protein + f.fat + f.carbs, f.name).toBeLessThanOrEqual(100.5);
    }
  });
  it('has energy consistent with its macronutrients (Atwater 4/9/4 within a loose band)', () => {
    for (const f of foods) {
      const atwater = 4 * f.protein + 9 * f.fat + 4 * Math.max(0, f.carbs - f.fiber) + 2 * f.fiber;
      expect(Math.abs(f.kcal - atwater), f.name).toBeLessThan(Math.max(60, f.kcal * 0.35));
    }
  });
  it.each([
    ['鸡胸脯肉', 'meat'],
    ['牛肉（代表值）', 'meat'],
    ['草鱼', 'seafood'],
    ['鸡蛋（代表值）', 'egg'],
    ['豆腐（代表值）', 'bean'],
    ['香蕉', 'fruit'],
    ['核桃（干）', 'nut'],
  ])('files %s under %s', (name, group) => {
    expect(foods.find((f) => f.name === name)?.group).toBe(group);
  });
  it('refuses a malformed row', () => {
    expect(() => parseFoods('## 谷类\n米饭\t116\t2.6')).toThrow(/line 2/);
    expect(() => parseFoods('米饭\t116\t2.6\t0.3\t25.9\t0.3')).toThrow(/line 1/);
    expect(() => parseFoods('## 零食\n')).toThrow(/unknown group/);
  });
});

describe('search', () => {
  const index = buildIndex(foods, foodKeys, (t) => pinyin(t, { toneType: 'none', type: 'array' }));
  it.each([
    ['米饭', '米饭（蒸，代表值）'],
    ['mifan', '米饭（蒸，代表值）'],
    ['土豆', '马铃薯'],
    ['西红柿', '番茄'],
    ['jidan', '鸡蛋（代表值）'],
    ['鸡胸肉', '鸡胸脯肉'],
    ['牛油果', '鳄梨'],
    ['西兰化', '西兰花'], // typo
  ])('%s finds %s', (q, name) => {
    expect(search(index, q)[0]?.item.name).toBe(name);
  });
  it('answers an unknown food with nothing', () => {
    expect(search(index, '火星土豆泥饼干')).toEqual([]);
  });
});

describe('portions and totals', () => {
  const rice = foods.find((f) => f.name === '米饭（蒸，代表值）')!;
  it.each([
    [100, 116],
    [150, 174],
    [0, 0],
    [-5, 0],
  ])('%i g of rice is %i kcal', (g, kcal) => {
    expect(forGrams(rice, g).kcal).toBe(kcal);
  });
  it('sums and converts', () => {
    expect(sumAmounts([forGrams(rice, 100), forGrams(rice, 50)])).toEqual({
      kcal: 174,
      protein: 3.9,
      fat: 0.5,
      carbs: 38.9,
    });
    expect(toKj(100)).toBe(418);
  });
});

describe('daily need (Mifflin-St Jeor)', () => {
  const rows: [Person, number | null, number | null][] = [
    [{ sex: 'male', age: 30, heightCm: 175, weightKg: 70, activity: 'sedentary' }, 1649, 1979],
    [{ sex: 'female', age: 30, heightCm: 160, weightKg: 55, activity: 'moderate' }, 1239, 1920],
    [{ sex: 'male', age: 60, heightCm: 170, weightKg: 80, activity: 'veryActive' }, 1568, 2978],
    [{ sex: 'female', age: 10, heightCm: 140, weightKg: 30, activity: 'light' }, null, null],
    [{ sex: 'male', age: 30, heightCm: 50, weightKg: 70, activity: 'light' }, null, null],
    [{ sex: 'male', age: 30, heightCm: 175, weightKg: Number.NaN, activity: 'light' }, null, null],
  ];
  it.each(rows)('%o → BMR %s, need %s', (p, bmr, need) => {
    const r = dailyNeed(p);
    expect(r?.bmr ?? null).toBe(bmr);
    expect(r?.need ?? null).toBe(need);
  });
});

describe('quick amounts', () => {
  it.each([
    ['鸡蛋（代表值）', [40, 50, 100, 200]],
    ['核桃（干）', [10, 50, 100, 200]],
    ['米饭（蒸，代表值）', [50, 100, 200]],
  ])('%s → %o', (name, grams) => {
    const food = foods.find((f) => f.name === name)!;
    expect(quickGrams(food)).toEqual(grams);
  });
});
