/** office_reduce: how hard images are recompressed, and what the page says about the results. */
import type { OfficeOptions, ReduceLevel } from '../../common/office-formats.js';
import { reduction, type Reduction } from '../../common/office-plan.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SLUG = 'office_reduce';
export const LEVELS: readonly ReduceLevel[] = ['recommended', 'strong'];

export const SCHEMA = defineOptions({ level: opt.choice(LEVELS, 'recommended') });

export function taskOptions(values: Values<typeof SCHEMA>): OfficeOptions {
  return { level: values.level };
}

/** What the batch saved in all (files given back as they were count as saving nothing). */
export function totalReduction(files: { input: number; output: number }[]): Reduction {
  const input = files.reduce((s, f) => s + f.input, 0);
  const output = files.reduce((s, f) => s + Math.min(f.input, f.output), 0);
  return reduction(input, output);
}
