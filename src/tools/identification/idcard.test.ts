import { describe, expect, it } from 'vitest';
import { idCheckChar } from '../../web/kit/ocr/checks.js';
import { readIdCard } from './idcard.js';

/** A number with a correct check character (region, birth date and sequence made up). */
const valid = (first17: string) => first17 + idCheckChar(first17)!;

const card = (overrides: Partial<Record<'name' | 'sexEth' | 'birth' | 'number', string>> = {}, confidence = 0.98) =>
  [
    overrides.name ?? '姓名 张小明',
    overrides.sexEth ?? '性别 男 民族 汉',
    overrides.birth ?? '出生 1985 年 6 月 15 日',
    '住址 江苏省南京市玄武区示例路',
    '100号',
    `公民身份号码 ${overrides.number ?? valid('32010219850615123')}`,
  ].map((text) => ({ text, confidence }));

const byKey = (fields: ReturnType<typeof readIdCard>) => Object.fromEntries(fields.map((f) => [f.key, f]));

describe('readIdCard', () => {
  it('reads every field of a clean card', () => {
    const f = byKey(readIdCard(card()));
    expect(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, [v.value, v.status]]))).toEqual({
      name: ['张小明', 'ok'],
      sex: ['男', 'ok'],
      ethnicity: ['汉', 'ok'],
      birth: ['1985-06-15', 'ok'],
      address: ['江苏省南京市玄武区示例路100号', 'ok'],
      number: [valid('32010219850615123'), 'ok'],
    });
  });

  it.each([
    { name: 'a wrong check character', input: card({ number: '320102198506151230' }), key: 'number', note: 'checksum' },
    {
      name: 'a printed birth date that disagrees',
      input: card({ birth: '出生 1985 年 6 月 16 日' }),
      key: 'birth',
      note: 'birthMismatch',
    },
    {
      name: 'a printed sex that disagrees',
      input: card({ sexEth: '性别 女 民族 汉' }),
      key: 'sex',
      note: 'sexMismatch',
    },
  ])('marks $name as failed', ({ input, key, note }) => {
    const f = byKey(readIdCard(input));
    expect(f[key]).toMatchObject({ status: 'failed', note });
    expect(f.number!.status).toBe('failed');
  });

  it('marks low-confidence fields unsure and missing ones missing', () => {
    const f = byKey(readIdCard(card({}, 0.6).slice(0, 3)));
    expect(f.name!.status).toBe('unsure');
    expect(f.number!.status).toBe('missing');
    expect(f.address!.status).toBe('missing');
  });
});
