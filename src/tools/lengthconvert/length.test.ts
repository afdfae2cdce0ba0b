import { describe, expect, it } from 'vitest';
import { Exact } from '../../common/exact-number.js';
import { convertAll, convertLength, UNIT_IDS, type Unit } from './length.js';

describe('convertLength', () => {
  it.each([
    ['1', 'm', 'chi', '3'],
    ['1', 'zhang', 'chi', '10'],
    ['1', 'chi', 'cun', '10'],
    ['1', 'cun', 'fen', '10'],
    ['1', 'li', 'm', '500'],
    ['1', 'li', 'zhang', '150'],
    ['1', 'chi', 'cm', '33.333333333333'],
    ['1', 'in', 'cm', '2.54'],
    ['1', 'ft', 'in', '12'],
    ['1', 'yd', 'ft', '3'],
    ['1', 'mi', 'yd', '1760'],
    ['1', 'mi', 'km', '1.609344'],
    ['1', 'nmi', 'm', '1852'],
    ['1', 'ly', 'km', '9460730472580.8'],
    ['1', 'au', 'km', '149597870.7'],
    ['1', 'km', 'nm', '1000000000000'],
    ['180', 'cm', 'chi', '5.4'],
    ['6', 'ft', 'cm', '182.88'],
  ] as [string, Unit, Unit, string][])('%s %s = %s %s', (v, from, to, expected) => {
    expect(convertLength(new Exact(v), from, to).toSignificantDigits(14).toFixed()).toBe(expected);
  });

  it('round trips every unit exactly', () => {
    for (const a of UNIT_IDS)
      for (const b of UNIT_IDS) {
        const there = convertLength(new Exact('1.25'), a, b);
        expect(convertLength(there, b, a).toSignificantDigits(50).eq('1.25'), `${a}→${b}`).toBe(true);
      }
  });
});

describe('convertAll', () => {
  it('shows every unit, grouped and rounded to 12 significant digits', () => {
    const r = convertAll('1', 'li');
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.values.m).toBe('500');
    expect(r.values.chi).toBe('1,500');
    expect(r.values.ft).toBe('1,640.41994751');
  });
  it.each([
    ['', 'empty'],
    ['x', 'invalid'],
  ])('%j is %s', (text, status) => {
    expect(convertAll(text, 'm').status).toBe(status);
  });
});
