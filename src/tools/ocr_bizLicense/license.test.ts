import { describe, expect, it } from 'vitest';
import { findUscc, readBizLicense, usccCheckChar, usccValid } from './license.js';

describe('usccCheckChar (GB 32100-2015)', () => {
  it.each([
    // The example code of GB 32100-2015.
    ['91350100M000100Y4', '3'],
    ['9135010', null],
    ['91350100M000100I4', null],
  ])('%s → %s', (first17, check) => {
    expect(usccCheckChar(first17)).toBe(check);
  });

  it('never passes a code with one character changed', () => {
    const code = '91350100M000100Y43';
    const set = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    for (let i = 0; i < 17; i++) {
      for (const c of set) {
        if (c === code[i]) continue;
        const wrong = code.slice(0, i) + c + code.slice(i + 1);
        expect(usccValid(wrong), wrong).toBe(false);
      }
    }
  });
});

describe('findUscc', () => {
  it.each([
    ['统一社会信用代码 91350100M000100Y43', '91350100M000100Y43'],
    ['统一社会信用代码：91350100M0001OOY43', '91350100M000100Y43'],
    ['注册号 350100100001', null],
  ])('%s', (text, out) => {
    expect(findUscc(text)).toBe(out);
  });
});

describe('readBizLicense', () => {
  const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));
  it('reads the licence fields', () => {
    const f = readBizLicense(
      lines(
        '营业执照',
        '统一社会信用代码 91350100M000100Y43',
        '名 称 示例科技有限公司',
        '类 型 有限责任公司(自然人投资或控股)',
        '法定代表人 李示例',
        '注册资本 壹佰万元整',
        '成立日期 2020年05月08日',
        '营业期限 2020年05月08日至长期',
        '住 所 福建省福州市示例区示例路8号',
      ),
    );
    expect(Object.fromEntries(f.map((x) => [x.key, `${x.value}|${x.status}`]))).toEqual({
      code: '91350100M000100Y43|ok',
      name: '示例科技有限公司|ok',
      kind: '有限责任公司(自然人投资或控股)|ok',
      representative: '李示例|ok',
      capital: '壹佰万元整|ok',
      founded: '2020-05-08|ok',
      term: '2020-05-08至长期|ok',
      address: '福建省福州市示例区示例路8号|ok',
    });
  });
  it('marks a code failing its check character', () => {
    const [code] = readBizLicense(lines('统一社会信用代码 91350100M000100Y44'));
    expect(code).toMatchObject({ status: 'failed', note: 'check' });
  });
});
