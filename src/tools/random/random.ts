/** 随机数生成: unbiased integers from the browser's cryptographic generator, ranges, no repeats, lottery draws. */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

import { randomInt, type RandomWords } from '../../common/random.js';

export { cryptoWords, randomInt, type RandomWords } from '../../common/random.js';

export const MAX_COUNT = 1000;
export const LIMIT = 1e9;

export type DrawError = 'range' | 'count' | 'tooMany';

export interface DrawRequest {
  min: number;
  max: number;
  count: number;
  unique: boolean;
  sorted: boolean;
}

/** Draws `count` integers; with `unique`, no number twice (a partial Fisher-Yates over the range). */
export function draw(r: DrawRequest, words: RandomWords): number[] | DrawError {
  const { min, max, count } = r;
  if (![min, max].every((n) => Number.isInteger(n) && Math.abs(n) <= LIMIT) || min > max) return 'range';
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return 'count';
  const span = max - min + 1;
  let out: number[];
  if (!r.unique) {
    out = Array.from({ length: count }, () => randomInt(min, max, words));
  } else {
    if (count > span) return 'tooMany';
    const swapped = new Map<number, number>();
    out = [];
    for (let i = 0; i < count; i++) {
      const j = randomInt(i, span - 1, words);
      const vj = swapped.get(j) ?? j;
      swapped.set(j, swapped.get(i) ?? i);
      out.push(min + vj);
    }
  }
  return r.sorted ? out.sort((a, b) => a - b) : out;
}

/** Lottery-style draws: each part is `count` distinct numbers from [min, max], shown sorted. */
export const PRESETS = {
  ssq: [
    { min: 1, max: 33, count: 6 },
    { min: 1, max: 16, count: 1 },
  ],
  dlt: [
    { min: 1, max: 35, count: 5 },
    { min: 1, max: 12, count: 2 },
  ],
} as const;
export type Preset = keyof typeof PRESETS;

export function drawPreset(preset: Preset, words: RandomWords): number[][] {
  return PRESETS[preset].map((p) => draw({ ...p, unique: true, sorted: true }, words) as number[]);
}

export const OPTIONS = defineOptions({
  mode: opt.choice(['range', 'ssq', 'dlt'], 'range'),
  min: opt.int(1, { min: -LIMIT, max: LIMIT }),
  max: opt.int(100, { min: -LIMIT, max: LIMIT }),
  count: opt.int(1, { min: 1, max: MAX_COUNT }),
  unique: opt.bool(true),
  sorted: opt.bool(false),
});
