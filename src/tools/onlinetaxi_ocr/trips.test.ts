import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { readTrips, tripRow } from './trips.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

/** The drawn statement's lines as the recogniser gives them. */
const STATEMENT = [
  '示例出行-行程单',
  '申请日期：2026-03-20 行程人手机号：138****5678',
  '共3笔行程，合计156.30元',
  '序号 上车时间 车型 起点 终点 里程(公里) 金额(元)',
  '1 03-01 08:30 快车 示例大厦 南站 12.3 35.60',
  '2 03-05 18:10 快车 南站 示例花园 8.5 26.40',
  '3 03-12 09:05 专车 示例花园 机场T3 30.2 94.30',
  '本行程单由示例出行开具，仅供报销参考',
];

describe('readTrips', () => {
  it('reads the statement and its trips', () => {
    const read = readTrips(lines(...STATEMENT));
    expect(fieldTable(read.fields)).toEqual({
      platform: '示例出行|ok',
      applied: '2026-03-20|ok',
      phone: '138****5678|ok',
      count: '3|ok',
      total: '156.30|ok',
    });
    expect(read.trips.map(fieldTable)).toEqual([
      {
        time: '03-01 08:30|ok',
        type: '快车|ok',
        from: '示例大厦|ok',
        to: '南站|ok',
        km: '12.3|ok',
        amount: '35.60|ok',
      },
      { time: '03-05 18:10|ok', type: '快车|ok', from: '南站|ok', to: '示例花园|ok', km: '8.5|ok', amount: '26.40|ok' },
      {
        time: '03-12 09:05|ok',
        type: '专车|ok',
        from: '示例花园|ok',
        to: '机场T3|ok',
        km: '30.2|ok',
        amount: '94.30|ok',
      },
    ]);
  });

  it.each([
    ['a trip amount that does not add up', STATEMENT.map((l) => l.replace('26.40', '26.80')), 'total', 'sum'],
    ['a trip not read', STATEMENT.filter((l) => !l.startsWith('2 ')), 'count', 'count'],
  ])('marks %s', (_, input, key, note) => {
    const f = readTrips(lines(...input)).fields.find((x) => x.key === key);
    expect([f?.status, f?.note]).toEqual(['failed', note]);
  });

  it('without a stated total, gives the trips’ sum as unsure', () => {
    const read = readTrips(lines(...STATEMENT.filter((l) => !l.startsWith('共'))));
    expect(fieldTable(read.fields)).toMatchObject({ count: '|missing', total: '156.30|unsure' });
  });
});

describe('tripRow', () => {
  it.each([
    [
      '1 03-01 08:30 快车 示例大厦 南站 12.3 35.60',
      { time: '03-01 08:30', type: '快车', from: '示例大厦', to: '南站', km: '12.3', amount: 3_560n },
    ],
    [
      // Another platform's order: type first, a weekday and a city, the year in the time.
      '2 特惠快车 2026-03-05 18:10 周四 北京市 南站 示例花园 8.5公里 ¥26.40',
      { time: '2026-03-05 18:10', type: '特惠快车', from: '南站', to: '示例花园', km: '8.5', amount: 2_640n },
    ],
    [
      '3 03-12 09:05 示例花园 机场T3 94.30',
      { time: '03-12 09:05', type: null, from: '示例花园', to: '机场T3', km: null, amount: 9_430n },
    ],
    ['序号 上车时间 车型 起点 终点 里程(公里) 金额(元)', null],
    ['1 03-01 快车 示例大厦 南站 12.3 35.60', null],
    ['共3笔行程，合计156.30元', null],
  ])('%s', (text, out) => {
    expect(tripRow(text)).toEqual(out);
  });
});
