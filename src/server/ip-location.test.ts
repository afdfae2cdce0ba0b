import { describe, expect, it } from 'vitest';
import { isLocalIp, locateIp, normalizeIp } from './ip-location.js';

describe('locateIp', () => {
  it.each([
    ['114.114.114.114', { version: 4, local: false, country: '中国', province: '江苏省' }],
    ['8.8.8.8', { version: 4, local: false, country: '美国' }],
    ['240e:3b7:3272:d8d0:db09:c067:8d59:539e', { version: 6, local: false, country: '中国', province: '广东省' }],
    ['::ffff:114.114.114.114', { ip: '114.114.114.114', version: 4, country: '中国' }],
    ['127.0.0.1', { local: true, country: '' }],
    ['192.168.1.10', { local: true }],
    ['10.0.0.1', { local: true }],
    ['172.20.0.1', { local: true }],
    ['::1', { version: 6, local: true }],
    ['fd00::1', { local: true }],
    ['fe80::1%eth0', { ip: 'fe80::1', local: true }],
  ])('%s', (ip, expected) => {
    expect(locateIp(ip)).toMatchObject(expected);
  });
  it.each(['', 'abc', '999.1.1.1', '1.2.3', 'localhost'])('refuses %j', (ip) => {
    expect(locateIp(ip)).toBeNull();
  });
});

describe('helpers', () => {
  it.each([
    ['172.15.0.1', false],
    ['172.32.0.1', false],
    ['100.64.0.1', true],
    ['169.254.1.1', true],
    ['1.1.1.1', false],
    ['2001:db8::1', true],
    ['2400:3200::1', false],
  ])('isLocalIp(%s) = %s', (ip, local) => {
    expect(isLocalIp(ip)).toBe(local);
  });
  it('normalizes', () => {
    expect(normalizeIp(' ::FFFF:1.2.3.4 ')).toBe('1.2.3.4');
  });
});
