import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { officeOptionsSchema } from '../../common/office-formats.js';
import { planText } from '../../common/office-plan.js';
import { SLUG, taskOptions } from './options.js';

describe('excel_to_pdf', () => {
  it.each([
    [false, {}],
    [true, { onePagePerSheet: true }],
  ])('one page per sheet %s sends %j, which the server accepts', (onePage, sent) => {
    expect(taskOptions({ onePage })).toEqual(sent);
    expect(new Ajv().validate(officeOptionsSchema(SLUG), taskOptions({ onePage }))).toBe(true);
  });

  it.each([
    ['销售.xlsx', 'XLSX → PDF'],
    ['old.xls', 'XLS → PDF'],
    ['数据.csv', 'CSV → PDF'],
    ['报告.docx', null],
  ])('%s → %s', (name, label) => expect(planText(SLUG, name, {})).toBe(label));
});
