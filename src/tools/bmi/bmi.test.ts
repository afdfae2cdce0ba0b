import { describe, expect, it } from 'vitest';
import { computeBmi, type Standard, type Weight } from './bmi.js';

describe('computeBmi', () => {
  it.each([
    // height cm, weight, unit, standard → bmi, cn, who, range, toNormal
    [170, 65, 'kg', 'cn', '22.5', 'normal', 'normal', ['53.5', '69.1'], '0.0'],
    [170, 130, 'jin', 'cn', '22.5', 'normal', 'normal', ['106.9', '138.1'], '0.0'],
    [160, 47, 'kg', 'cn', '18.4', 'under', 'under', ['47.4', '61.2'], '-0.4'],
    [160, 47.4, 'kg', 'cn', '18.5', 'normal', 'normal', ['47.4', '61.2'], '0.0'],
    [175, 73.5, 'kg', 'cn', '24.0', 'over', 'normal', ['56.7', '73.2'], '0.3'],
    [175, 73.5, 'kg', 'who', '24.0', 'over', 'normal', ['56.7', '76.3'], '0.0'],
    [180, 90.7, 'kg', 'cn', '28.0', 'obese', 'over', ['59.9', '77.4'], '13.3'],
    [170, 86.7, 'kg', 'who', '30.0', 'obese', 'obese1', ['53.5', '72.0'], '14.7'],
    [165, 108.9, 'kg', 'who', '40.0', 'obese', 'obese3', ['50.4', '67.8'], '41.1'],
    [183, 200, 'lb', 'who', '27.1', 'over', 'over', ['136.6', '183.8'], '16.2'],
  ] as [number, number, Weight, Standard, string, string, string, [string, string], string][])(
    '%i cm %s %s (%s)',
    (h, w, unit, std, bmi, cn, who, range, toNormal) => {
      expect(computeBmi(h, w, unit, std)).toEqual({ bmi, cn, who, range, toNormal });
    },
  );

  it('classifies on the value shown (one decimal): 23.96 shows 24.0 and is 超重', () => {
    // 73.4 / 1.75² = 23.967…
    expect(computeBmi(175, 73.4, 'kg', 'cn')).toMatchObject({ bmi: '24.0', cn: 'over' });
  });

  it.each([
    [0, 60],
    [300, 60],
    [170, 0],
    [170, Number.NaN],
  ])('refuses %s cm, %s kg', (h, w) => {
    expect(computeBmi(h, w, 'kg', 'cn')).toBeNull();
  });
});

describe('bmiCards', () => {
  it('words the result under each standard', async () => {
    const { bmiCards } = await import('./view.js');
    const { messages } = await import('./messages.js');
    const r = computeBmi(175, 73.5, 'kg', 'who')!;
    const cards = bmiCards(r, messages.zh, 'who', 'kg');
    expect(cards.headline).toMatchObject({ value: '24.0', detail: '正常' });
    expect(cards.stats.map((s) => [s.label, s.value])).toEqual([
      ['中国标准', '超重'],
      ['WHO 标准', '正常'],
      ['健康体重范围 (WHO 标准)', '56.7–76.3 千克'],
      ['已在健康范围内', '✓'],
    ]);
    const fat = bmiCards(computeBmi(170, 86.7, 'kg', 'cn')!, messages.zh, 'cn', 'kg');
    expect(fat.stats[3]).toMatchObject({ label: '需减重', value: '17.6 千克' });
  });
});
