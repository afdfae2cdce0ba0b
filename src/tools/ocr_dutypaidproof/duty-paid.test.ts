import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { readDutyPaid, taxLine } from './duty-paid.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

/** The drawn certificate's lines as the recogniser gives them. */
const PROOF = [
  '中华人民共和国税收完税证明',
  'No.326016260000123456',
  '填发日期：2026年03月20日 税务机关：国家税务总局示例市示例区税务局',
  '纳税人识别号：91320100MA1R2B3C4P 纳税人名称：示例餐饮管理有限公司',
  '税种 税款所属时期 实缴（退）金额',
  '增值税 2026-02-01至2026-02-28 1,234.56',
  '城市维护建设税 2026-02-01至2026-02-28 86.42',
  '金额合计（大写）人民币壹仟叁佰贰拾元玖角捌分 ￥1,320.98',
  '填票人：王示例',
];

describe('readDutyPaid', () => {
  it('reads the certificate and its tax lines', () => {
    const read = readDutyPaid(lines(...PROOF));
    expect(fieldTable(read.fields)).toEqual({
      number: '326016260000123456|ok',
      date: '2026-03-20|ok',
      office: '国家税务总局示例市示例区税务局|ok',
      taxpayerId: '91320100MA1R2B3C4P|ok',
      taxpayerName: '示例餐饮管理有限公司|ok',
      total: '1320.98|ok',
      totalWords: '1320.98|ok',
      clerk: '王示例|ok',
    });
    expect(read.lines.map(fieldTable)).toEqual([
      { kind: '增值税|ok', period: '2026-02-01至2026-02-28|ok', amount: '1234.56|ok' },
      { kind: '城市维护建设税|ok', period: '2026-02-01至2026-02-28|ok', amount: '86.42|ok' },
    ]);
  });

  it('reads a person’s certificate (a citizen number as the id)', () => {
    const read = readDutyPaid(
      lines(
        '税收完税证明',
        '纳税人识别号 110105199005010026',
        '纳税人名称 张示例',
        '个人所得税 工资薪金所得 2026-01-01至2026-01-31 300.00',
        '金额合计（大写）叁佰元整 ¥300.00',
      ),
    );
    expect(fieldTable(read.fields)).toMatchObject({
      taxpayerId: '110105199005010026|ok',
      taxpayerName: '张示例|ok',
      total: '300.00|ok',
    });
    expect(read.lines.map(fieldTable)).toEqual([
      { kind: '个人所得税|ok', period: '2026-01-01至2026-01-31|ok', amount: '300.00|ok' },
    ]);
  });

  const swap = (from: string, to: string) => PROOF.map((l) => l.replace(from, to));
  it.each([
    ['tax lines that do not add up to the total', swap('86.42', '86.24'), 'total', 'sum'],
    ['words that disagree with the figures', swap('玖角捌分', '玖角玖分'), 'totalWords', 'words'],
    ['a misread taxpayer id', swap('MA1R2B3C4P', 'MA1R2B3C4Q'), 'taxpayerId', 'taxId'],
    ['a date that does not exist', swap('03月20日', '02月30日'), 'date', 'date'],
  ])('marks %s', (_, input, key, note) => {
    const f = readDutyPaid(lines(...input)).fields.find((x) => x.key === key);
    expect([f?.status, f?.note]).toEqual(['failed', note]);
  });
});

describe('taxLine', () => {
  it.each([
    ['增值税 2026-02-01至2026-02-28 1,234.56', { kind: '增值税', period: '2026-02-01至2026-02-28', amount: 123_456n }],
    [
      '教育费附加 2026年02月01日至2026年02月28日 37.04',
      { kind: '教育费', period: '2026年02月01日至2026年02月28日', amount: 3_704n },
    ],
    ['金额合计（大写）人民币壹仟元整 ￥1,000.00', null],
    ['税种 税款所属时期 实缴（退）金额', null],
  ])('%s', (text, out) => {
    expect(taxLine(text)).toEqual(out);
  });
});
