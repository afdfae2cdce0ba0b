/** The compressor's options: a preset or a target size, and how the outcome is told. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { PdfAnswer } from '../../web/kit/pdf/pure.js';

export const PRESETS = ['light', 'balanced', 'strong'] as const;

export const SCHEMA = defineOptions({
  preset: opt.choice(PRESETS, 'balanced'),
  useTarget: opt.bool(false),
  /** Target in KB (1 KB = 1000 bytes). */
  targetKb: opt.int(1000, { min: 10, max: 2_000_000 }),
  linearize: opt.bool(false),
});

export type CompressOptions = Values<typeof SCHEMA>;

export function targetBytes(o: CompressOptions): number | undefined {
  return o.useTarget ? o.targetKb * 1000 : undefined;
}

export type Outcome =
  | { kind: 'smaller'; before: number; after: number; percent: number; reached?: boolean }
  | { kind: 'kept'; before: number };

export function outcomeOf(answer: PdfAnswer): Outcome {
  const before = answer.inputBytes ?? 0;
  const after = answer.files[0]?.blob.size ?? before;
  if (answer.keptOriginal) return { kind: 'kept', before };
  const percent = before > 0 ? Math.round(((before - after) / before) * 1000) / 10 : 0;
  return { kind: 'smaller', before, after, percent, reached: answer.reached };
}
