/**
 * Food energy: the table (foods.tsv, 中国食物成分表 第6版 values per 100 g edible part), standard portions of
 * the 中国居民膳食指南（2022）, a portion calculator and the daily need (Mifflin-St Jeor). Pure: used by the
 * calorie tools' pages and tested in Node.
 */
import type { SearchKey } from '../cn-search.js';

export const FOOD_GROUPS = [
  { id: 'grain', zh: '谷类', en: 'Grains' },
  { id: 'tuber', zh: '薯类淀粉', en: 'Tubers & starches' },
  { id: 'vegetable', zh: '蔬菜', en: 'Vegetables' },
  { id: 'fungus', zh: '菌藻', en: 'Mushrooms & seaweed' },
  { id: 'fruit', zh: '水果', en: 'Fruit' },
  { id: 'meat', zh: '畜禽肉', en: 'Meat & poultry' },
  { id: 'seafood', zh: '鱼虾蟹贝', en: 'Fish & seafood' },
  { id: 'egg', zh: '蛋类', en: 'Eggs' },
  { id: 'bean', zh: '豆类及制品', en: 'Beans & soy' },
  { id: 'dairy', zh: '乳类', en: 'Dairy' },
  { id: 'nut', zh: '坚果种子', en: 'Nuts & seeds' },
] as const;
export type FoodGroup = (typeof FOOD_GROUPS)[number]['id'];

/**
 * One standard portion (标准份量) in grams as the 中国居民膳食指南（2022）gives it, for the groups where it
 * applies to every row as eaten; other groups show per-100 g figures and the calculator only.
 */
export const STANDARD_PORTION: Partial<Record<FoodGroup, [min: number, max: number]>> = {
  vegetable: [100, 100],
  fruit: [100, 100],
  meat: [40, 50],
  seafood: [40, 50],
  egg: [40, 50],
  nut: [10, 10],
};

export interface Food {
  /** The name as the table gives it, with its other names (别名) split off. */
  name: string;
  aliases: string[];
  group: FoodGroup;
  /** Per 100 g edible part. */
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number;
}

const ALIASES = /［([^］]*)］/;

/** Parses foods.tsv; throws on a malformed row. */
export function parseFoods(tsv: string): Food[] {
  const foods: Food[] = [];
  let group: FoodGroup | undefined;
  for (const [i, line] of tsv.split('\n').entries()) {
    if (!line.trim() || (line.startsWith('#') && !line.startsWith('## '))) continue;
    if (line.startsWith('## ')) {
      group = FOOD_GROUPS.find((g) => g.zh === line.slice(3).trim())?.id;
      if (!group) throw new Error(`foods.tsv line ${i + 1}: unknown group ${line}`);
      continue;
    }
    const cells = line.split('\t');
    const numbers = cells.slice(1).map(Number);
    if (!group || cells.length !== 6 || numbers.some((n) => !Number.isFinite(n))) {
      throw new Error(`foods.tsv line ${i + 1}: ${line}`);
    }
    const m = ALIASES.exec(cells[0]);
    const aliases = m
      ? m[1]
          .split(/[，、,]/)
          .map((a) => a.trim())
          .filter(Boolean)
      : [];
    const [kcal, protein, fat, carbs, fiber] = numbers;
    foods.push({ name: cells[0].replace(ALIASES, '').trim(), aliases, group, kcal, protein, fat, carbs, fiber });
  }
  return foods;
}

export async function loadFoods(): Promise<Food[]> {
  const { default: tsv } = await import('./foods.tsv?raw');
  return parseFoods(tsv);
}

/** Search keys: the name (and its short form without the bracketed note), then the other names. */
export const foodKeys = (f: Food): SearchKey[] => {
  const short = f.name.replace(/（[^）]*）/g, '');
  return short && short !== f.name ? [f.name, short, ...f.aliases] : [f.name, ...f.aliases];
};

export interface Amounts {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
}

/** The energy and macronutrients of `grams` of a food, rounded (kcal to 1, grams to 0.1). */
export function forGrams(food: Food, grams: number): Amounts {
  const k = Math.max(0, grams) / 100;
  const r1 = (n: number) => Math.round(n * k * 10) / 10;
  return { kcal: Math.round(food.kcal * k), protein: r1(food.protein), fat: r1(food.fat), carbs: r1(food.carbs) };
}

/** Kilojoules from kilocalories (1 kcal = 4.184 kJ). */
export function toKj(kcal: number): number {
  return Math.round(kcal * 4.184);
}

export function sumAmounts(items: Amounts[]): Amounts {
  const t = items.reduce(
    (a, b) => ({ kcal: a.kcal + b.kcal, protein: a.protein + b.protein, fat: a.fat + b.fat, carbs: a.carbs + b.carbs }),
    { kcal: 0, protein: 0, fat: 0, carbs: 0 },
  );
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return { kcal: Math.round(t.kcal), protein: r1(t.protein), fat: r1(t.fat), carbs: r1(t.carbs) };
}

export const ACTIVITY = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  veryActive: 1.9,
} as const;
export type Activity = keyof typeof ACTIVITY;

export interface Person {
  sex: 'male' | 'female';
  age: number;
  heightCm: number;
  weightKg: number;
  activity: Activity;
}

export const PERSON_LIMITS = { age: [15, 100], heightCm: [100, 250], weightKg: [25, 300] } as const;

/**
 * Basal metabolic rate by Mifflin-St Jeor (1990): 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women);
 * the daily need is BMR × the activity factor. Null outside the equation's adult ranges.
 */
export function dailyNeed(p: Person): { bmr: number; need: number } | null {
  const within = (v: number, [lo, hi]: readonly [number, number]) => Number.isFinite(v) && v >= lo && v <= hi;
  if (!within(p.age, PERSON_LIMITS.age) || !within(p.heightCm, PERSON_LIMITS.heightCm)) return null;
  if (!within(p.weightKg, PERSON_LIMITS.weightKg)) return null;
  const bmr = 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age + (p.sex === 'male' ? 5 : -161);
  return { bmr: Math.round(bmr), need: Math.round(bmr * ACTIVITY[p.activity]) };
}

export function groupLabel(id: FoodGroup, lang: 'zh' | 'en'): string {
  return FOOD_GROUPS.find((g) => g.id === id)?.[lang] ?? id;
}

/** Quick amounts for a food's calculator: 50/100/200 g and its standard portion(s), ascending, unique. */
export function quickGrams(food: Food): number[] {
  const portion = STANDARD_PORTION[food.group] ?? [];
  return [...new Set([50, 100, 200, ...portion])].sort((a, b) => a - b);
}
