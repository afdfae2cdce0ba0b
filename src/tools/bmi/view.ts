/** The BMI result as the page's cards, in the page's words. */
import type { BmiResult, ClassId, Standard, Weight } from './bmi.js';
import type { messages } from './messages.js';

type Texts = (typeof messages)['zh'];

/** Class names under a standard (WHO calls the bands 偏瘦 and 超重（肥胖前期）). */
export function classNames(m: Texts, std: Standard): Record<ClassId, string> {
  const base = {
    under: m.under,
    normal: m.normal,
    over: m.over,
    obese: m.obese,
    obese1: m.obese1,
    obese2: m.obese2,
    obese3: m.obese3,
  };
  return std === 'cn' ? base : { ...base, under: m.whoUnder, over: m.whoOver };
}

export function bmiCards(r: BmiResult, m: Texts, std: Standard, weightUnit: Weight) {
  const unit = m[weightUnit];
  const gap = Number(r.toNormal);
  return {
    headline: { id: 'bmi-value', label: m.bmi, value: r.bmi, detail: classNames(m, std)[std === 'cn' ? r.cn : r.who] },
    stats: [
      { id: 'cn', label: m.cn, value: classNames(m, 'cn')[r.cn] },
      { id: 'who', label: m.who, value: classNames(m, 'who')[r.who] },
      { id: 'range', label: `${m.range} (${m[std]})`, value: `${r.range[0]}–${r.range[1]} ${unit}` },
      {
        id: 'gap',
        label: gap > 0 ? m.toLose : gap < 0 ? m.toGain : m.inRange,
        value: gap === 0 ? '✓' : `${Math.abs(gap).toFixed(1)} ${unit}`,
      },
    ],
  };
}
