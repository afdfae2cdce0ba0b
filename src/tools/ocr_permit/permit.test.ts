import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { datesIn, parsePermitMrz, readPermit } from './permit.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));
const TODAY = new Date(Date.UTC(2026, 10, 28));
const MRZ = 'CSC123456788<3005316<9005019<2';

/** A 往来港澳通行证 as the recogniser gives it (the drawn fixture's lines). */
const EEP = [
  '中华人民共和国往来港澳通行证',
  'EXIT-ENTRY PERMIT FOR TRAVELLING TO AND FROM HONG KONG AND MACAO',
  '姓名 林示例 C12345678',
  'LIN, SHILI',
  '出生日期 1990.05.01 性别女',
  '有效期限 2020.06.01-2030.05.31',
  '签发地点广东',
  MRZ,
];

describe('readPermit', () => {
  it('reads a 往来港澳通行证, its machine line passing every check', () => {
    expect(fieldTable(readPermit(lines(...EEP), TODAY))).toEqual({
      kind: '往来港澳通行证|ok',
      number: 'C12345678|ok',
      nameZh: '林示例|ok',
      nameEn: 'LIN, SHILI|ok',
      sex: '女|ok',
      birth: '1990-05-01|ok',
      validFrom: '2020-06-01|ok',
      validTo: '2030-05-31|ok',
      issuer: '广东|ok',
      renewals: '|missing',
      mrz: `${MRZ}|ok`,
    });
  });

  it('reads a 港澳居民来往内地通行证 (H + 8 digits, renewals)', () => {
    const f = fieldTable(
      readPermit(
        lines(
          '港澳居民来往内地通行证',
          '姓名 陈示例',
          'CHAN, SI LAI',
          '出生日期 1985.12.03',
          '性别 男',
          '有效期限 2019.01.15-2029.01.14',
          '签发机关 公安部出入境管理局',
          '证件号码 H12345678 换证次数 02',
        ),
        TODAY,
      ),
    );
    expect(f).toEqual({
      kind: '港澳居民来往内地通行证|ok',
      number: 'H12345678|ok',
      nameZh: '陈示例|ok',
      nameEn: 'CHAN, SI LAI|ok',
      sex: '男|ok',
      birth: '1985-12-03|ok',
      validFrom: '2019-01-15|ok',
      validTo: '2029-01-14|ok',
      issuer: '公安部出入境管理局|ok',
      renewals: '02|ok',
      mrz: '|missing',
    });
  });

  it('reads a 台湾居民来往大陆通行证 (8 digits)', () => {
    const f = fieldTable(
      readPermit(
        lines(
          '台湾居民来往大陆通行证',
          '姓名 黄示例 HUANG, SHIH',
          '出生日期 1978.07.21 性别 女',
          '证件号码 01234567',
          '有效期限 2021.03.01-2026.02.28',
        ),
        TODAY,
      ),
    );
    expect(f).toMatchObject({
      kind: '台湾居民来往大陆通行证|ok',
      number: '01234567|ok',
      nameZh: '黄示例|ok',
      nameEn: 'HUANG, SHIH|ok',
      validTo: '2026-02-28|ok',
    });
  });

  const swap = (from: string, to: string) => EEP.map((l) => l.replace(from, to));
  it.each([
    ['a machine line with a wrong check digit', swap('<3005316<', '<3005317<'), 'mrz', 'mrzCheck'],
    [
      'a printed number other than the machine line’s',
      swap('林示例 C12345678', '林示例 C12345679'),
      'number',
      'mrzDiffers',
    ],
    ['a printed birth date other than the machine line’s', swap('1990.05.01', '1990.05.07'), 'birth', 'mrzDiffers'],
    ['a date that does not exist', swap('2020.06.01-', '2020.06.31-'), 'validFrom', 'date'],
    [
      'validity ending before it starts',
      swap('2020.06.01-2030.05.31', '2030.06.01-2020.05.31').slice(0, 7),
      'validTo',
      'validOrder',
    ],
  ])('marks %s', (_, input, key, note) => {
    const f = readPermit(lines(...input), TODAY).find((x) => x.key === key);
    expect([f?.status, f?.note]).toEqual(['failed', note]);
  });

  it('takes the number and dates from a passing machine line when the printed ones are not found', () => {
    const f = fieldTable(readPermit(lines('往来港澳通行证', MRZ), TODAY));
    expect(f).toMatchObject({ number: 'C12345678|ok', birth: '1990-05-01|ok', validTo: '2030-05-31|ok' });
  });
});

describe('parsePermitMrz', () => {
  it.each([
    [MRZ, { number: 'C12345678', expiry: '2030-05-31', birth: '1990-05-01', valid: true }],
    [
      'CSC12345678 8<300531 6<900501 9<2',
      { number: 'C12345678', expiry: '2030-05-31', birth: '1990-05-01', valid: true },
    ],
    [
      'CSC123456788«3005316«9005019«3',
      { number: 'C12345678', expiry: '2030-05-31', birth: '1990-05-01', valid: false },
    ],
    ['P<CHNZHANG<<SAN', null],
  ])('%s', (text, out) => {
    expect(parsePermitMrz(text, TODAY)).toEqual(out);
  });
});

describe('datesIn', () => {
  it.each([
    ['2020.06.01-2030.05.31', ['2020-06-01', '2030-05-31']],
    ['2019年1月15日至2029年1月14日', ['2019-01-15', '2029-01-14']],
    ['2020.02.30', [null]],
  ])('%s', (text, out) => {
    expect(datesIn(text)).toEqual(out);
  });
});
