import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fieldsJson, fieldsWorkbook, type FieldsDoc } from './export.js';

const DOCS: FieldsDoc[] = [
  {
    name: 'a.png',
    fields: [
      { key: 'code', value: '0441234567', status: 'ok' },
      { key: 'total', value: '1130.00', status: 'failed', note: 'sum' },
    ],
  },
  {
    name: 'b.jpg',
    fields: [
      { key: 'code', value: '0449876543', status: 'unsure' },
      { key: 'total', value: '', status: 'missing' },
      { key: 'seller', value: '示例公司', status: 'ok' },
    ],
  },
];
const WORDS = { file: '文件', labels: { code: '发票代码', total: '价税合计' }, unsure: '请核对', failed: '校验未通过' };

describe('fieldsWorkbook', () => {
  it('writes one row per document, codes as text, marks unsure and failed cells', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await fieldsWorkbook(DOCS, WORDS)).buffer as ArrayBuffer);
    const sheet = book.getWorksheet('fields')!;
    const rows = [1, 2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['文件', '发票代码', '价税合计', 'seller'],
      ['a.png', '0441234567', '1130.00', ''],
      ['b.jpg', '0449876543', '', '示例公司'],
    ]);
    const fill = (r: number, c: number) => (sheet.getCell(r, c).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect(fill(2, 3)).toBe('FFF8D7DA');
    expect(sheet.getCell(2, 3).note).toBe('校验未通过');
    expect(fill(3, 2)).toBe('FFFFF2CC');
    expect(sheet.getCell(3, 2).note).toBe('请核对');
    expect(fill(2, 2)).toBeUndefined();
  });
});

describe('fieldsJson', () => {
  it('keeps the one-document shape, and lists several', () => {
    expect(JSON.parse(fieldsJson([DOCS[0]!]))).toEqual({
      code: { value: '0441234567', status: 'ok' },
      total: { value: '1130.00', status: 'failed' },
    });
    expect(JSON.parse(fieldsJson(DOCS))[1]).toMatchObject({ file: 'b.jpg', fields: { seller: { value: '示例公司' } } });
  });
});
