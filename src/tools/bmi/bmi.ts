/**
 * BMI = weight (kg) / height (m)², shown and classified to one decimal (rounded half up).
 * China (卫生行业标准 WS/T 428—2013 成人体重判定): < 18.5 体重过低, 18.5–23.9 正常, 24.0–27.9 超重, ≥ 28.0 肥胖.
 * WHO: < 18.5 underweight, 18.5–24.9 normal, 25.0–29.9 pre-obesity, 30.0–34.9 / 35.0–39.9 / ≥ 40.0 obesity
 * class I / II / III. For adults (18+); not for pregnancy or very muscular bodies.
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { Exact } from '../../common/exact-number.js';

export type Standard = 'cn' | 'who';
export type Weight = 'kg' | 'jin' | 'lb';

/** Kilograms per unit: 1 斤 = 0.5 kg, 1 lb = 0.45359237 kg. */
const KG: Record<Weight, string> = { kg: '1', jin: '0.5', lb: '0.45359237' };

export type ClassId = 'under' | 'normal' | 'over' | 'obese' | 'obese1' | 'obese2' | 'obese3';

export const CLASSES: Record<Standard, { id: ClassId; from: string }[]> = {
  cn: [
    { id: 'under', from: '0' },
    { id: 'normal', from: '18.5' },
    { id: 'over', from: '24' },
    { id: 'obese', from: '28' },
  ],
  who: [
    { id: 'under', from: '0' },
    { id: 'normal', from: '18.5' },
    { id: 'over', from: '25' },
    { id: 'obese1', from: '30' },
    { id: 'obese2', from: '35' },
    { id: 'obese3', from: '40' },
  ],
};

/** The upper end (shown, one decimal) of the normal range. */
const NORMAL_MAX: Record<Standard, string> = { cn: '23.9', who: '24.9' };

export interface BmiResult {
  /** One decimal, e.g. "22.9". */
  bmi: string;
  cn: ClassId;
  who: ClassId;
  /** Healthy weight for this height under `standard`, in the weight unit, one decimal. */
  range: [string, string];
  /** Weight to lose (> 0) or gain (< 0) to reach the range, in the weight unit; "0" inside it. */
  toNormal: string;
}

function classify(bmi: Exact, standard: Standard): ClassId {
  return [...CLASSES[standard]].reverse().find((c) => bmi.gte(c.from))!.id;
}

export function computeBmi(heightCm: number, weight: number, unit: Weight, standard: Standard): BmiResult | null {
  if (!(heightCm >= 50 && heightCm <= 250 && weight > 0 && weight <= 1000)) return null;
  const m = new Exact(heightCm).div(100);
  const h2 = m.times(m);
  const kg = new Exact(weight).times(KG[unit]);
  const bmi = kg.div(h2).toDecimalPlaces(1, Exact.ROUND_HALF_UP);
  const toUnit = (x: Exact) => x.div(KG[unit]).toDecimalPlaces(1, Exact.ROUND_HALF_UP);
  const low = h2.times('18.5');
  const high = h2.times(NORMAL_MAX[standard]);
  const diff = kg.gt(high) ? kg.minus(high) : kg.lt(low) ? kg.minus(low) : new Exact(0);
  return {
    bmi: bmi.toFixed(1),
    cn: classify(bmi, 'cn'),
    who: classify(bmi, 'who'),
    range: [toUnit(low).toFixed(1), toUnit(high).toFixed(1)],
    toNormal: toUnit(diff).toFixed(1),
  };
}

export const SCHEMA = defineOptions({
  h: opt.number(170, { min: 50, max: 250 }),
  w: opt.number(65, { min: 1, max: 1000 }),
  unit: opt.choice(['kg', 'jin', 'lb'], 'kg'),
  std: opt.choice(['cn', 'who'], 'cn'),
});
