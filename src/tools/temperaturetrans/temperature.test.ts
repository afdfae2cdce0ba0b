import { describe, expect, it } from 'vitest';
import { convertTemperature, type Scale } from './temperature.js';

describe('convertTemperature', () => {
  it.each([
    ['0', 'c', { c: '0', f: '32', k: '273.15', r: '491.67', re: '0' }],
    ['100', 'c', { c: '100', f: '212', k: '373.15', r: '671.67', re: '80' }],
    ['37', 'c', { c: '37', f: '98.6', k: '310.15', r: '558.27', re: '29.6' }],
    ['-40', 'f', { c: '-40', f: '-40', k: '233.15', r: '419.67', re: '-32' }],
    ['98.6', 'f', { c: '37', f: '98.6', k: '310.15', r: '558.27', re: '29.6' }],
    ['0', 'k', { c: '-273.15', f: '-459.67', k: '0', r: '0', re: '-218.52' }],
    ['80', 're', { c: '100', f: '212', k: '373.15', r: '671.67', re: '80' }],
    ['671.67', 'r', { c: '100', f: '212', k: '373.15', r: '671.67', re: '80' }],
  ] as [string, Scale, Record<Scale, string>][])('%s °%s', (text, from, values) => {
    expect(convertTemperature(text, from)).toEqual({ status: 'ok', values });
  });

  it('rounds repeating results to the chosen decimals', () => {
    const r = convertTemperature('100', 'f', 4);
    expect(r.status === 'ok' && r.values.c).toBe('37.7778');
    const r2 = convertTemperature('100', 'f', 0);
    expect(r2.status === 'ok' && r2.values.c).toBe('38');
  });

  it.each([
    ['', 'c', 'empty'],
    ['abc', 'c', 'invalid'],
    ['-273.16', 'c', 'belowZero'],
    ['-1', 'k', 'belowZero'],
    ['-460', 'f', 'belowZero'],
  ] as [string, Scale, string][])('%j °%s is %s', (text, from, status) => {
    expect(convertTemperature(text, from).status).toBe(status);
  });
});
