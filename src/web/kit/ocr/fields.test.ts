import { describe, expect, it } from 'vitest';
import {
  asDigits,
  checked,
  compact,
  field,
  halfWidth,
  isoDate,
  parseDate,
  valueAfter,
  labelledValues,
} from './fields.js';

const lines = (...texts: string[]) => texts.map((text) => ({ text, confidence: 0.95 }));

describe('field and checked', () => {
  it.each([
    { got: field('a', ''), status: 'missing' },
    { got: field('a', 'x', 0.99), status: 'ok' },
    { got: field('a', 'x', 0.5), status: 'unsure' },
    { got: checked('a', 'x', true, 'n'), status: 'ok' },
    { got: checked('a', 'x', false, 'n'), status: 'failed' },
    { got: checked('a', null, false, 'n'), status: 'missing' },
  ])('$status', ({ got, status }) => {
    expect(got.status).toBe(status);
  });
});

describe('text helpers', () => {
  it.each([
    [compact(' 1234 5678\u30009 '), '123456789'],
    [halfWidth('ＡＢ１２：'), 'AB12:'],
    [asDigits('1O2I3S4B'), '10213548'],
  ])('%s', (got, out) => {
    expect(got).toBe(out);
  });
});

describe('valueAfter', () => {
  it.each([
    { in: lines('姓名张三', '性别男'), label: /姓名/, out: '张三' },
    { in: lines('姓 名：李四'), label: /姓名/, out: '李四' },
    { in: lines('住址', '北京市东城区'), label: /住址/, out: '北京市东城区' },
    { in: lines('名称'), label: /名称/, out: null },
    { in: lines('无关'), label: /姓名/, out: null },
  ])('$label in $in', ({ in: input, label, out }) => {
    expect(valueAfter(input, label)?.value ?? null).toBe(out);
  });
});

describe('parseDate and isoDate', () => {
  it.each([
    ['1990年1月2日', '1990-01-02'],
    ['出生 2001 年 12 月 31 日', '2001-12-31'],
    ['2020.02.29', '2020-02-29'],
    ['2021-02-29', null],
    ['19991231', '1999-12-31'],
    ['无日期', null],
  ])('%s', (text, out) => {
    expect(parseDate(text)).toBe(out);
  });
  it('rejects days that do not exist', () => {
    expect(isoDate(2023, 13, 1)).toBeNull();
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
  });
});

describe('labelledValues', () => {
  const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.95 }));
  const LABELS = [
    ['plate', /号牌号码/],
    ['type', /车辆类型/],
    ['owner', /所有人/],
    ['taxId', /纳税人识别号/],
    ['id', /识别号/],
  ] as const;
  const values = (input: ReturnType<typeof lines>) =>
    Object.fromEntries([...labelledValues(input, LABELS)].map(([k, v]) => [k, v.value]));

  it.each([
    ['two pairs on a line', lines('号牌号码 京A12345 车辆类型 小型轿车'), { plate: '京A12345', type: '小型轿车' }],
    ['a label alone, its value below', lines('所有人', '张三'), { owner: '张三' }],
    ['a colon after the label', lines('所有人：张三'), { owner: '张三' }],
    ['the longer label wins', lines('纳税人识别号 91350100M000100Y43'), { taxId: '91350100M000100Y43' }],
    ['a label alone before another label', lines('所有人', '车辆类型 小型轿车'), { type: '小型轿车' }],
    ['the first occurrence wins', lines('所有人 张三', '所有人 李四'), { owner: '张三' }],
  ])('%s', (_, input, out) => {
    expect(values(input)).toEqual(out);
  });
});
