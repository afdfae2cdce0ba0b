/** The helpers the receipt and certificate readers added to fields.ts, checks.ts and amounts.ts. */
import { describe, expect, it } from 'vitest';
import { capitalAndFigures } from './amounts.js';
import { findTaxId, mrzCheckDigit, mrzDate, taxIdProblem } from './checks.js';
import { dateField, digitRun } from './fields.js';

describe('dateField', () => {
  it.each([
    [
      { value: '2026年03月15日', confidence: 0.99 },
      { key: 'd', value: '2026-03-15', status: 'ok' },
    ],
    [
      { value: '2026.3.5', confidence: 0.5 },
      { key: 'd', value: '2026-03-05', status: 'unsure' },
    ],
    [
      { value: '2026年02月30日', confidence: 0.99 },
      { key: 'd', value: '2026年02月30日', status: 'failed', note: 'date' },
    ],
    [null, { key: 'd', value: '', status: 'missing' }],
  ])('%j', (read, out) => {
    expect(dateField('d', read)).toEqual(out);
  });
});

describe('digitRun', () => {
  it.each([
    ['发票号码：12345678', 8, 20, '12345678'],
    ['No.3260 1626 0000 1234 56', 10, 20, '326016260000123456'],
    ['0O12345678', 8, 12, '0012345678'],
    ['电话 138', 8, 12, null],
    ['ABCDEFGH', 4, 12, null],
  ])('%s', (text, min, max, out) => {
    expect(digitRun(text, min, max)).toBe(out);
  });
});

describe('taxIdProblem', () => {
  it.each([
    ['91110108MA01ABCD2H', null],
    ['91110108MA01ABCD2K', 'checksum'],
    // A person's id on a tax certificate: the citizen number's own check.
    ['110105199005010026', null],
    ['110105199005010027', 'checksum'],
    ['440301123456789', null],
    ['91110108MA0IABCD2H', 'form'],
    ['1234', 'form'],
  ])('%s → %s', (id, problem) => {
    expect(taxIdProblem(id)).toBe(problem);
  });
});

describe('findTaxId', () => {
  it.each([
    ['纳税人识别号：91110108MA01ABCD2H', null],
    ['统一社会信用代码/纳税人识别号： 9111 0108 MA01 ABCD2H', null],
    ['91110108mao1abcd2h', null],
    ['电话 12345', 'none'],
  ])('%s', (text, none) => {
    expect(findTaxId(text)).toBe(none ? null : '91110108MA01ABCD2H'.replace('O', '0'));
  });
});

describe('mrzCheckDigit (ICAO 9303, 7-3-1)', () => {
  it.each([
    // ICAO Doc 9303's specimen: document number L898902C3 → 6, birth 740812 → 2, expiry 120415 → 9.
    ['L898902C3', 6],
    ['740812', 2],
    ['120415', 9],
    ['C12345678', 8],
    ['<<<', 0],
    ['a1', null],
  ])('%s → %s', (text, digit) => {
    expect(mrzCheckDigit(text)).toBe(digit);
  });
});

describe('capitalAndFigures', () => {
  it.each([
    ['价税合计（大写）ⓧ壹仟零陆拾元整 （小写）￥1060.00', 106_000n, 106_000n],
    ['金额（大写）：人民币壹万贰仟叁佰肆拾伍元陆角', 1_234_560n, null],
    ['金额合计（大写）人民币壹仟叁佰贰拾元玖角捌分 ￥1,320.98', 132_098n, 132_098n],
    ['合计（大写）叁佰伍拾伍元伍角 （小写）355.50', 35_550n, 35_550n],
    ['（小写）¥565.00', null, 56_500n],
  ])('%s', (text, words, figures) => {
    expect(capitalAndFigures(text)).toEqual({ words, figures });
  });
});

describe('mrzDate', () => {
  const today = new Date(Date.UTC(2026, 10, 28));
  it.each([
    ['900501', 'birth', '1990-05-01'],
    ['200229', 'birth', '2020-02-29'],
    ['300531', 'expiry', '2030-05-31'],
    ['990101', 'expiry', '2099-01-01'],
    ['300231', 'expiry', null],
  ] as const)('%s (%s) → %s', (yymmdd, kind, iso) => {
    expect(mrzDate(yymmdd, kind, today)).toBe(iso);
  });
});
