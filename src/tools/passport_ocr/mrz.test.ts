import { describe, expect, it } from 'vitest';
import { cleanMrzLine, fitLine2, mrzCheckDigit, mrzDate, readPassport } from './mrz.js';

// The specimen of ICAO Doc 9303 part 4 (Utopia, Anna Maria Eriksson).
const ICAO1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const ICAO2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.96 }));
const TODAY = new Date(Date.UTC(2026, 10, 23));

describe('mrzCheckDigit', () => {
  it.each([
    ['L898902C3', 6],
    ['740812', 2],
    ['120415', 9],
    ['ZE184226B<<<<<', 1],
    ['L898902C3-', null],
    // The specimen's composite: number+digit, birth+digit, expiry+digit, optional+digit.
    ['L898902C3674081221204159ZE184226B<<<<<1', 0],
    ['<<<<<<', 0],
  ])('%s → %s', (text, digit) => {
    expect(mrzCheckDigit(text)).toBe(digit);
  });
});

describe('fitLine2', () => {
  it.each([
    [ICAO2, ICAO2],
    ['L898902C36UTO7408122F1204159ZE184226B<<<<10', ICAO2],
    ['L898902C36UTO7408122F1204159ZE184226B<<<<<<<10', ICAO2],
    ['L898902C36UTO7408122F12041', null],
  ])('%s', (text, out) => {
    expect(fitLine2(text)).toBe(out);
  });
  it('cleans OCR variants of the filler', () => {
    expect(cleanMrzLine('p<uto eriksson«anna')).toBe('P<UTOERIKSSON<ANNA');
  });
});

describe('mrzDate', () => {
  it.each([
    ['740812', 'birth', '1974-08-12'],
    ['050101', 'birth', '2005-01-01'],
    ['120415', 'expiry', '2012-04-15'],
    ['991340', 'expiry', null],
  ] as const)('%s (%s)', (s, kind, out) => {
    expect(mrzDate(s, kind, TODAY)).toBe(out);
  });
});

describe('readPassport', () => {
  it('reads the ICAO specimen, every check passing', () => {
    const f = readPassport(lines('PASSPORT', ICAO1, ICAO2), TODAY);
    expect(Object.fromEntries(f.map((x) => [x.key, `${x.value}|${x.status}`]))).toEqual({
      type: 'P|ok',
      country: 'UTO|ok',
      surname: 'ERIKSSON|ok',
      givenNames: 'ANNA MARIA|ok',
      number: 'L898902C3|ok',
      nationality: 'UTO|ok',
      birth: '1974-08-12|ok',
      sex: 'F|ok',
      expiry: '2012-04-15|ok',
      personal: 'ZE184226B|ok',
      composite: '0|ok',
    });
  });

  it.each([
    { name: 'number', line2: 'L898902C46UTO7408122F1204159ZE184226B<<<<<10', failed: ['number', 'composite'] },
    { name: 'birth date', line2: 'L898902C36UTO7408132F1204159ZE184226B<<<<<10', failed: ['birth', 'composite'] },
    { name: 'expiry date', line2: 'L898902C36UTO7408122F1204169ZE184226B<<<<<10', failed: ['expiry', 'composite'] },
    { name: 'composite digit', line2: 'L898902C36UTO7408122F1204159ZE184226B<<<<<11', failed: ['composite'] },
  ])('marks a wrong $name as failed', ({ line2, failed }) => {
    const f = readPassport(lines(ICAO1, line2), TODAY);
    expect(f.filter((x) => x.status === 'failed').map((x) => x.key)).toEqual(failed);
  });

  it('reads letters in letter-only positions (country codes, names) as letters', () => {
    const f = readPassport(lines('P<UT0ERIKSS0N<<ANNA<MARIA', 'L898902C36UT07408122F1204159ZE184226B<<<<<10'), TODAY);
    expect(f.find((x) => x.key === 'country')!.value).toBe('UTO');
    expect(f.find((x) => x.key === 'surname')!.value).toBe('ERIKSSON');
    expect(f.find((x) => x.key === 'nationality')!.value).toBe('UTO');
    expect(f.find((x) => x.key === 'composite')!.status).toBe('ok');
  });

  it.each([
    ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<< >>>>>>>>>', 'ANNA MARIA'],
    ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<< 1', 'ANNA MARIA'],
  ])('keeps filler noise out of the given names: %s', (line1, given) => {
    const f = readPassport(lines(line1, ICAO2), TODAY);
    expect(f.find((x) => x.key === 'givenNames')!.value).toBe(given);
  });

  it('finds nothing without an MRZ', () => {
    expect(readPassport(lines('护照', 'PASSPORT')).every((x) => x.status === 'missing')).toBe(true);
  });
});
