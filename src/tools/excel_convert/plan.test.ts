import { describe, expect, it } from 'vitest';
import { planText } from '../../common/office-plan.js';

describe('excel_convert: what each row says a file becomes (its own format gives the other usual one)', () => {
  it.each([
    ['old.xls', 'xlsx', 'XLS → XLSX'],
    ['销售.xlsx', 'xlsx', 'XLSX → XLS'],
    ['销售.xlsx', 'csv', 'XLSX → CSV'],
    ['data.csv', 'ods', 'CSV → ODS'],
    ['报告.docx', 'xlsx', null],
  ] as const)('%s to %s → %s', (name, to, label) => expect(planText('excel_convert', name, { to })).toBe(label));
});
