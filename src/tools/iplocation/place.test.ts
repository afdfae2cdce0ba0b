import { describe, expect, it } from 'vitest';
import { looksLikeIp, placeText, type IpAnswer } from './place.js';

const a = (p: Partial<IpAnswer>): IpAnswer => ({
  ip: '1.1.1.1',
  version: 4,
  local: false,
  own: false,
  country: '',
  province: '',
  city: '',
  isp: '',
  ...p,
});

describe('placeText', () => {
  it.each([
    [{ country: '中国', province: '江苏省', city: '南京市' }, '中国 江苏省 南京市'],
    [{ country: '中国', province: '北京', city: '北京' }, '中国 北京'],
    [{ country: '美国' }, '美国'],
    [{}, ''],
  ])('%o → %s', (p, text) => {
    expect(placeText(a(p))).toBe(text);
  });
});

describe('looksLikeIp', () => {
  it.each([
    ['8.8.8.8', true],
    [' 192.168.1.1 ', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['::1', true],
    ['240e:3b7:3272:d8d0:db09:c067:8d59:539e', true],
    ['hello', false],
    ['', false],
  ])('%s → %s', (t, ok) => {
    expect(looksLikeIp(t)).toBe(ok);
  });
});
