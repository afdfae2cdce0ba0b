import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { officeOptionsSchema } from '../../common/office-formats.js';
import { planText } from '../../common/office-plan.js';
import { LEVELS, SLUG, taskOptions, totalReduction } from './options.js';

describe('office_reduce', () => {
  it('sends levels the server accepts', () => {
    for (const level of LEVELS)
      expect(new Ajv().validate(officeOptionsSchema(SLUG), taskOptions({ level }))).toBe(true);
    expect(planText(SLUG, '大文件.pptx', {})).toBe('PPTX');
    expect(planText(SLUG, 'old.doc', {})).toBe(null);
  });

  it.each([
    ['nothing done', [], { saved: 0, percent: 0, kept: true }],
    ['halved', [{ input: 1000, output: 500 }], { saved: 500, percent: 50, kept: false }],
    [
      'a kept original saves nothing and costs nothing',
      [
        { input: 1000, output: 400 },
        { input: 1000, output: 1000 },
      ],
      { saved: 600, percent: 30, kept: false },
    ],
  ])('%s', (_, files, expected) => expect(totalReduction(files)).toEqual(expected));
});
