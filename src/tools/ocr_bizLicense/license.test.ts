import { describe, expect, it } from 'vitest';
import { readBizLicense } from './license.js';

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
