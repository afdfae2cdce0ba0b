/** Grid geometry: the crop that fits the grid's shape, and each piece's rectangle in reading order. Pure. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const GRIDS = { '3x3': [3, 3], '2x2': [2, 2], '1x3': [1, 3] } as const;
export type GridId = keyof typeof GRIDS;
export const GRID_IDS = Object.keys(GRIDS) as GridId[];

export const SCHEMA = defineOptions({
  grid: opt.choice(GRID_IDS, '3x3'),
  /** Where the crop sits when the picture is wider (x) or taller (y) than the grid: 0–100 %. */
  x: opt.int(50, { min: 0, max: 100 }),
  y: opt.int(50, { min: 0, max: 100 }),
  format: opt.choice(['jpeg', 'png'] as const, 'jpeg'),
});
export type GridOptions = Values<typeof SCHEMA>;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Largest crop of the grid's shape (square cells) inside width × height, placed at x%, y% of the slack. */
export function cropRect(width: number, height: number, grid: GridId, xPct = 50, yPct = 50): Rect {
  const [rows, cols] = GRIDS[grid];
  const cell = Math.floor(Math.min(width / cols, height / rows));
  const w = cell * cols;
  const h = cell * rows;
  return { x: Math.round(((width - w) * xPct) / 100), y: Math.round(((height - h) * yPct) / 100), w, h };
}

/** The pieces of a crop, left to right then top to bottom. */
export function pieces(crop: Rect, grid: GridId): Rect[] {
  const [rows, cols] = GRIDS[grid];
  const cell = crop.w / cols;
  const out: Rect[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out.push({ x: crop.x + c * cell, y: crop.y + r * cell, w: cell, h: cell });
  return out;
}

/** grid-01.jpg … grid-09.jpg: names that sort in posting order. */
export function pieceName(stem: string, index: number, format: 'jpeg' | 'png'): string {
  return `${stem}-${String(index + 1).padStart(2, '0')}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}
