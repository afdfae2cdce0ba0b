/** 今天吃什么: the dish list (HowToCook, see data/dishes.tsv) and the draw. */
import { pickOne, type RandomWords } from '../../common/random.js';

export const DISH_CATEGORIES = ['荤菜', '素菜', '水产', '主食', '汤', '早餐', '甜品', '饮品'] as const;
export type DishCategory = (typeof DISH_CATEGORIES)[number];

export interface Dish {
  name: string;
  category: DishCategory;
  /** 1-5 stars as the recipe states it, or null. */
  difficulty: number | null;
}

/** Parses the TSV; throws on a malformed row (name, known category, difficulty 1-5 or empty). */
export function parseDishes(tsv: string): Dish[] {
  const out: Dish[] = [];
  tsv.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [name, category, difficulty, ...rest] = line.split('\t');
    const d = difficulty === '' ? null : Number(difficulty);
    const ok =
      name?.trim() &&
      rest.length === 0 &&
      (DISH_CATEGORIES as readonly string[]).includes(category) &&
      (d === null || (Number.isInteger(d) && d >= 1 && d <= 5));
    if (!ok) throw new Error(`dishes.tsv line ${i + 1}: ${JSON.stringify(line)}`);
    out.push({ name: name.trim(), category: category as DishCategory, difficulty: d });
  });
  return out;
}

export async function loadDishes(): Promise<Dish[]> {
  const { default: tsv } = await import('./data/dishes.tsv?raw');
  return parseDishes(tsv);
}

/** The dishes of the chosen categories (none chosen: all). */
export function candidates(dishes: readonly Dish[], categories: readonly DishCategory[]): Dish[] {
  return categories.length ? dishes.filter((d) => categories.includes(d.category)) : [...dishes];
}

/** One dish, avoiding the last one shown when there is another; null for an empty list. */
export function drawDish(list: readonly Dish[], last: string | null, words?: RandomWords): Dish | null {
  if (list.length === 0) return null;
  const pool = list.length > 1 && last ? list.filter((d) => d.name !== last) : list;
  return pickOne(pool, words);
}

/** "★★★☆☆" for 3 of 5. */
export const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);
