import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { parseInvoiceQr, readInvoice } from './invoice.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

/** An older electronic invoice as the recogniser gives it (the drawn fixture's lines). */
const OLD = [
  '示例省增值税电子普通发票',
  '开票日期：2026年03月15日 发票代码：011002000111',
  '校验码：12345 67890 12345 67890 发票号码：12345678',
  '购买方 名称：示例商贸有限公司',
  '纳税人识别号：91110108MA01ABCD2H',
  '货物或应税劳务名称 金额 税率 税额',
  '*信息技术服务*技术服务费 1000.00 6% 60.00',
  '合计 ￥1000.00 ￥60.00',
  '价税合计（大写）ⓧ壹仟零陆拾元整 （小写）￥1060.00',
  '销售方 名称：示例科技有限公司',
  '纳税人识别号：91440300MA5F00001A',
];

const OLD_READ = {
  code: '011002000111|ok',
  number: '12345678|ok',
  date: '2026-03-15|ok',
  checkCode: '12345678901234567890|ok',
  buyerName: '示例商贸有限公司|ok',
  buyerTaxId: '91110108MA01ABCD2H|ok',
  sellerName: '示例科技有限公司|ok',
  sellerTaxId: '91440300MA5F00001A|ok',
  amount: '1000.00|ok',
  tax: '60.00|ok',
  total: '1060.00|ok',
  totalWords: '1060.00|ok',
};

const QR = '01,10,011002000111,12345678,1000.00,20260315,12345678901234567890,3F2A,';

describe('readInvoice', () => {
  it('reads an older electronic invoice', () => {
    expect(fieldTable(readInvoice(lines(...OLD)))).toEqual(OLD_READ);
  });

  it('reads a 数电 invoice: 20-digit number, no code, buyer and seller side by side', () => {
    const f = fieldTable(
      readInvoice(
        lines(
          '电子发票（普通发票）',
          '发票号码：26442000000012345678',
          '开票日期：2026年04月02日',
          '名称：示例餐饮管理有限公司 名称：示例科技有限公司',
          '统一社会信用代码/纳税人识别号：91320100MA1R2B3C4P 统一社会信用代码/纳税人识别号：91440300MA5F00001A',
          '项目名称 金额 税额',
          '合计 ¥500.00 ¥65.00',
          '价税合计（大写）伍佰陆拾伍元整 （小写）¥565.00',
        ),
      ),
    );
    expect(f).toEqual({
      code: '|missing',
      number: '26442000000012345678|ok',
      date: '2026-04-02|ok',
      checkCode: '|missing',
      buyerName: '示例餐饮管理有限公司|ok',
      buyerTaxId: '91320100MA1R2B3C4P|ok',
      sellerName: '示例科技有限公司|ok',
      sellerTaxId: '91440300MA5F00001A|ok',
      amount: '500.00|ok',
      tax: '65.00|ok',
      total: '565.00|ok',
      totalWords: '565.00|ok',
    });
  });

  const swap = (from: string, to: string) => OLD.map((l) => l.replace(from, to));
  it.each([
    ['a total in words that disagrees', swap('壹仟零陆拾', '壹仟零陆拾伍'), 'totalWords', 'failed', 'words'],
    ['amount + tax ≠ total', swap('￥60.00', '￥66.00'), 'total', 'failed', 'sum'],
    ['a misread taxpayer id', swap('91110108MA01ABCD2H', '91110108MA01ABCD2K'), 'buyerTaxId', 'failed', 'taxId'],
    ['a code of 11 digits', swap('011002000111', '01100200011'), 'code', 'failed', 'codeForm'],
    ['a number of 9 digits', swap('12345678', '123456789'), 'number', 'failed', 'numberForm'],
    ['a date that does not exist', swap('03月15日', '02月30日'), 'date', 'failed', 'date'],
  ])('marks %s', (_, input, key, status, note) => {
    const f = readInvoice(lines(...input)).find((x) => x.key === key);
    expect([f?.status, f?.note]).toEqual([status, note]);
  });

  it('a field unsure by confidence is made sure by the QR code, one against the QR code is marked', () => {
    const unsure = OLD.map((text, i) => ({ text, confidence: i === 2 ? 0.6 : 0.97 }));
    expect(readInvoice(unsure).find((f) => f.key === 'number')?.status).toBe('unsure');
    expect(readInvoice(unsure, [QR]).find((f) => f.key === 'number')?.status).toBe('ok');
    const other = readInvoice(lines(...OLD), [QR.replace('12345678,', '12345679,')]);
    expect(other.find((f) => f.key === 'number')).toMatchObject({ status: 'failed', note: 'qr' });
    expect(fieldTable(readInvoice(lines(...OLD), [QR]))).toEqual(OLD_READ);
  });
});

describe('parseInvoiceQr', () => {
  it.each([
    [
      QR,
      {
        code: '011002000111',
        number: '12345678',
        amount: 100_000n,
        date: '2026-03-15',
        checkCode: '12345678901234567890',
      },
    ],
    [
      '01,32,,26442000000012345678,500.00,20260402,,ABCD',
      { code: '', number: '26442000000012345678', amount: 50_000n, date: '2026-04-02', checkCode: '' },
    ],
    ['https://example.com/', null],
    ['01,10,0110', null],
  ])('%s', (text, out) => {
    expect(parseInvoiceQr(text)).toEqual(out);
  });
});
