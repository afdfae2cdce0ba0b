import { describe, expect, it } from 'vitest';
import { Exact } from '../../common/exact-number.js';
import { convertAll, convertBytes, UNIT_IDS } from './bytes.js';

describe('convertBytes', () => {
  it.each([
    ['1', 'B', 'bit', '8'],
    ['1', 'KiB', 'B', '1024'],
    ['1', 'kB', 'B', '1000'],
    ['1', 'MiB', 'KiB', '1024'],
    ['1', 'GiB', 'MiB', '1024'],
    ['1', 'GiB', 'B', '1073741824'],
    ['1', 'TB', 'GiB', '931.32257461548'],
    ['500', 'GB', 'GiB', '465.66128730774'],
    ['100', 'Mbit', 'MB', '12.5'],
    ['1', 'Gbit', 'MiB', '119.20928955078'],
    ['1', 'EiB', 'PiB', '1024'],
    ['0.5', 'KiB', 'bit', '4096'],
  ])('%s %s = %s %s', (v, from, to, expected) => {
    expect(convertBytes(new Exact(v), from, to).toSignificantDigits(14).toFixed()).toBe(expected);
  });

  it('keeps whole numbers exact: 1 YiB = 1024^8 B', () => {
    expect(convertBytes(new Exact(1), 'YiB', 'B').toFixed()).toBe('1208925819614629174706176');
  });

  it('has bit, kbit…Tbit, B, kB…YB and KiB…YiB', () => {
    expect(UNIT_IDS).toEqual([
      'bit',
      'kbit',
      'Mbit',
      'Gbit',
      'Tbit',
      'B',
      'kB',
      'MB',
      'GB',
      'TB',
      'PB',
      'EB',
      'ZB',
      'YB',
      'KiB',
      'MiB',
      'GiB',
      'TiB',
      'PiB',
      'EiB',
      'ZiB',
      'YiB',
    ]);
  });
});

describe('convertAll', () => {
  it('shows whole numbers exactly with grouping', () => {
    const r = convertAll('1', 'GiB');
    expect(r.status === 'ok' && r.values.B).toBe('1,073,741,824');
    expect(r.status === 'ok' && r.values.bit).toBe('8,589,934,592');
  });
  it.each([
    ['', 'empty'],
    ['1 GB', 'invalid'],
  ])('%j is %s', (text, status) => {
    expect(convertAll(text, 'B').status).toBe(status);
  });
});
