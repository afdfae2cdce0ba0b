/** 卡路里查询 (food and calorie estimation): a day's meal list, the person's options, and the day's balance. */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { forGrams, STANDARD_PORTION, sumAmounts, type Amounts, type Food } from '../../common/food/food.js';

export const PERSON = defineOptions({
  sex: opt.choice(['female', 'male'], 'female'),
  age: opt.int(30, { min: 15, max: 100 }),
  height: opt.int(165, { min: 100, max: 250 }),
  weight: opt.int(60, { min: 25, max: 300 }),
  activity: opt.choice(['sedentary', 'light', 'moderate', 'active', 'veryActive'], 'light'),
});

export interface MealItem {
  food: Food;
  grams: number;
}

/** The grams a newly added food starts with: its standard portion (the larger figure), else 100 g. */
export function defaultGrams(food: Food): number {
  return STANDARD_PORTION[food.group]?.[1] ?? 100;
}

/** Adds a food (or adds its default amount again if already listed). */
export function addItem(items: MealItem[], food: Food): MealItem[] {
  const at = items.findIndex((i) => i.food.name === food.name);
  if (at < 0) return [...items, { food, grams: defaultGrams(food) }];
  return items.map((it, i) => (i === at ? { ...it, grams: it.grams + defaultGrams(food) } : it));
}

export function mealTotal(items: MealItem[]): Amounts {
  return sumAmounts(items.map((i) => forGrams(i.food, i.grams)));
}

/** How much of the need the meal covers, as a percentage (0 when the need is unknown), and what is left. */
export function balance(totalKcal: number, needKcal: number | null): { percent: number; left: number | null } {
  if (!needKcal || needKcal <= 0) return { percent: 0, left: null };
  return { percent: Math.round((totalKcal / needKcal) * 100), left: needKcal - totalKcal };
}
