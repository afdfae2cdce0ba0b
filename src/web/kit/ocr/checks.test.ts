import { describe, expect, it } from 'vitest';
import {
  findIdNumber,
  findUscc,
  findVin,
  idCheckChar,
  idProblem,
  luhnValid,
  s10CheckDigit,
  s10Valid,
  usccCheckChar,
  usccValid,
  vinCheckChar,
  vinValid,
} from './checks.js';

/** A number with a correct check character (region, birth date and sequence made up). */
const valid = (first17: string) => first17 + idCheckChar(first17)!;

describe('luhnValid', () => {
  it.each([
    // Test numbers the networks publish for developers.
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6212345678901265', true],
    ['79927398713', true],
    ['4111111111111112', false],
    ['79927398710', false],
    ['', false],
    ['4111 1111', false],
  ])('%s → %s', (n, ok) => {
    expect(luhnValid(n)).toBe(ok);
  });

  it('never passes a number with one digit changed or two neighbours swapped', () => {
    const n = '6212345678901265';
    for (let i = 0; i < n.length; i++) {
      for (let d = 1; d < 10; d++) {
        const wrong = n.slice(0, i) + String((Number(n[i]) + d) % 10) + n.slice(i + 1);
        expect(luhnValid(wrong), wrong).toBe(false);
      }
    }
    for (let i = 0; i + 1 < n.length; i++) {
      if (n[i] === n[i + 1] || `${n[i]}${n[i + 1]}` === '09' || `${n[i]}${n[i + 1]}` === '90') continue;
      const swapped = n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2);
      expect(luhnValid(swapped), swapped).toBe(false);
    }
  });
});

describe('idCheckChar (ISO 7064 MOD 11-2)', () => {
  it.each([
    // The worked example of GB 11643-1999.
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
    ['11010119900307711', '7'], // 214 mod 11 = 5 → 7
    ['1101011990030771', null],
    ['1101011990030771A', null],
  ])('%s → %s', (first17, check) => {
    expect(idCheckChar(first17)).toBe(check);
  });
});

describe('idProblem', () => {
  it.each([
    ['11010519491231002X', null],
    ['110105194912310021', 'checksum'],
    ['11010519491231002', 'format'],
    [valid('11010519900230001'), 'birth'],
    ['11010519491231002x', 'format'],
  ])('%s → %s', (id, problem) => {
    expect(idProblem(id)).toBe(problem);
  });

  it('never passes a number with one digit changed', () => {
    const id = valid('32010219850615123');
    for (let i = 0; i < 17; i++) {
      const d = Number(id[i]);
      const wrong = id.slice(0, i) + String((d + 1) % 10) + id.slice(i + 1);
      expect(idProblem(wrong), wrong).not.toBeNull();
    }
  });
});

describe('findIdNumber', () => {
  it.each([
    ['公民身份号码 11010519491231002X', '11010519491231002X'],
    ['公民身份号码1101 0519 4912 3100 2x', '11010519491231002X'],
    ['11O1O519491231OO2X', '11010519491231002X'],
    ['电话 13800138000', null],
    ['1101051949123100212', null],
  ])('%s', (text, out) => {
    expect(findIdNumber(text)).toBe(out);
  });
});

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

describe('vinCheckChar (ISO 3779, GB 16735)', () => {
  it.each([
    // The worked example of the North American check digit, and a Chinese-market pattern.
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['LSVAU033612345678', '6'],
    ['1M8GDM9AXKP04278', null],
    ['1M8GDM9AXKP04278I', null],
  ])('%s → %s', (vin, check) => {
    expect(vinCheckChar(vin)).toBe(check);
  });

  it('never passes a VIN with one character changed, unless to a letter of the same value', () => {
    const vin = '1M8GDM9AXKP042788';
    const set = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
    // ISO 3779 gives some characters one value (A, J and 1 are all 1): no check can tell those apart.
    // Weight 8 is prime to 11, so two characters in the first place give one check char iff they share a value.
    const same = (a: string, b: string) =>
      vinCheckChar(`${a}0000000000000000`) === vinCheckChar(`${b}0000000000000000`);
    for (let i = 0; i < 17; i++) {
      if (i === 8) continue;
      for (const c of set) {
        if (c === vin[i]) continue;
        const wrong = vin.slice(0, i) + c + vin.slice(i + 1);
        if (vinValid(wrong)) expect(same(vin[i]!, c), wrong).toBe(true);
      }
    }
    expect(same('A', 'J')).toBe(true);
    expect(vinValid(vin.slice(0, 8) + '5' + vin.slice(9))).toBe(false);
  });
});

describe('findVin', () => {
  it.each([
    ['车辆识别代号 LSVAU0336123456 78', 'LSVAU033612345678'],
    ['VIN: lsvau0336123456o8', 'LSVAU033612345608'],
    ['发动机号码 123456', null],
  ])('%s', (text, out) => {
    expect(findVin(text)).toBe(out);
  });
});

describe('s10CheckDigit (UPU S10)', () => {
  it.each([
    ['47312482', '9'],
    ['12345678', '5'],
    ['1234567', null],
  ])('%s → %s', (serial, check) => {
    expect(s10CheckDigit(serial)).toBe(check);
  });

  it.each([
    ['AA473124829GB', true],
    ['RA123456785CN', true],
    ['RA123456784CN', false],
    ['RA123465785CN', false],
    ['EA12345678CN', false],
  ])('%s valid: %s', (n, ok) => {
    expect(s10Valid(n)).toBe(ok);
  });
});
