/** 食物热量表: the table view's filter and order. */
import type { Food, FoodGroup } from '../../common/food/food.js';

export type SortKey = 'table' | 'kcalAsc' | 'kcalDesc' | 'proteinDesc';

/** The rows of one group (or all), in the chosen order (ties keep the table's order). */
export function tableRows(foods: readonly Food[], group: FoodGroup | 'all', sort: SortKey): Food[] {
  const rows = foods.filter((f) => group === 'all' || f.group === group);
  const by: Record<SortKey, (a: Food, b: Food) => number> = {
    table: () => 0,
    kcalAsc: (a, b) => a.kcal - b.kcal,
    kcalDesc: (a, b) => b.kcal - a.kcal,
    proteinDesc: (a, b) => b.protein - a.protein,
  };
  return rows
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => by[sort](a, b) || i - j)
    .map(([f]) => f);
}

/** A rough energy band for colouring the kcal figure: low (< 100), medium (< 300), high. */
export function energyBand(kcal: number): 'low' | 'medium' | 'high' {
  return kcal < 100 ? 'low' : kcal < 300 ? 'medium' : 'high';
}
