/**
 * The check rules of the numbers the field readers meet, one place for all of them (a rule fails on a
 * misread character; a reader shows the value as read and marks it, never corrects it):
 * - Luhn (ISO/IEC 7812-1): bank card numbers;
 * - ISO 7064 MOD 11-2 (GB 11643-1999): the 18-character citizen identity number, with its birth date;
 * - GB 32100-2015: the unified social credit code (18 characters of 0-9 and A-Y without I, O, S, V, Z;
 *   weights 3^i mod 31; check = 31 - sum mod 31), also a taxpayer's id on invoices;
 * - ISO 3779 (GB 16735-2019): the vehicle identification number's check character at position 9;
 * - UPU S10: the check digit of international (and EMS) postal item numbers.
 */
import { asDigits, compact, halfWidth, isoDate, parseDate } from './fields.js';

/** Whether a digit string passes the Luhn check (mod 10). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits (ISO 7064 MOD 11-2), or null when they are not 17 digits. */
export function idCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i]!, 0);
  return ID_CHECK[sum % 11]!;
}

/** The birth date in an 18-character number as YYYY-MM-DD, or null when it is not a real date. */
export function idBirthDate(id: string): string | null {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(id);
  return m ? parseDate(`${m[1]}${m[2]}${m[3]}`) : null;
}

export type IdProblem = 'format' | 'checksum' | 'birth';

/** Why an 18-character number is not a valid one (null when it is). */
export function idProblem(id: string): IdProblem | null {
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (idCheckChar(id.slice(0, 17)) !== id[17]) return 'checksum';
  if (!idBirthDate(id)) return 'birth';
  return null;
}

/** The 18-character number in a line (spaces removed, O/I/l… read as digits, x as X), if any. */
export function findIdNumber(text: string): string | null {
  const t = compact(halfWidth(text));
  const m = /(?<![0-9A-Za-z])([0-9OoIlSBDQZG|]{17}[0-9Xx×OoIlSBDQZG|])(?![0-9A-Za-z])/.exec(t);
  if (!m) return null;
  const raw = m[1]!;
  return asDigits(raw.slice(0, 17)) + (/[Xx×]/.test(raw[17]!) ? 'X' : asDigits(raw[17]!));
}

const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or null when they are not code characters. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARSET.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31]!;
}

export function usccValid(code: string): boolean {
  return code.length === 18 && usccCheckChar(code.slice(0, 17)) === code[17];
}

/** The 18-character code in a line (after 统一社会信用代码 or alone), O read as 0 (the set has no O). */
export function findUscc(text: string): string | null {
  const t = compact(halfWidth(text))
    .toUpperCase()
    .replace(/统一社会信用代码[:：]?/, '');
  const m = /(?<![0-9A-Z])([0-9A-Z]{18})(?![0-9A-Z])/.exec(t);
  if (!m) return null;
  return m[1]!.replace(/O/g, '0').replace(/I/g, '1');
}

/** ISO 3779 transliteration of the VIN's letters (I, O and Q are never used). */
const VIN_VALUE: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!,
  ]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check character (position 9) a 17-character VIN must have, or null when it is not one. */
export function vinCheckChar(vin: string): string | null {
  if (!/^[0-9A-HJ-NPR-Z]{17}$/.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    sum += (/\d/.test(c) ? Number(c) : VIN_VALUE[c]!) * VIN_WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export function vinValid(vin: string): boolean {
  return vinCheckChar(vin) === vin[8];
}

/** The 17-character VIN in a line (spaces removed; O and I, never used in a VIN, read as 0 and 1). */
export function findVin(text: string): string | null {
  const t = compact(halfWidth(text)).toUpperCase().replace(/[OQ]/g, '0').replace(/I/g, '1');
  return /(?<![0-9A-Z])([0-9A-HJ-NPR-Z]{17})(?![0-9A-Z])/.exec(t)?.[1] ?? null;
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The UPU S10 check digit of an item number's 8 serial digits. */
export function s10CheckDigit(serial: string): string | null {
  if (!/^\d{8}$/.test(serial)) return null;
  const sum = [...serial].reduce((n, d, i) => n + Number(d) * S10_WEIGHTS[i]!, 0);
  const c = 11 - (sum % 11);
  return String(c === 10 ? 0 : c === 11 ? 5 : c);
}

/** Whether a 13-character item number (two letters, 9 digits, two letters) has its right check digit. */
export function s10Valid(number: string): boolean {
  const m = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(number);
  return !!m && s10CheckDigit(m[1]!) === m[2];
}

const MRZ_WEIGHTS = [7, 3, 1];

/**
 * ICAO 9303 check digit (passports, and the machine-readable lines of other travel documents): digits as
 * themselves, A–Z as 10–35, `<` as 0, weights 7, 3, 1 repeating; null on any other character.
 */
export function mrzCheckDigit(text: string): number | null {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    let v: number;
    if (c >= '0' && c <= '9') v = c.charCodeAt(0) - 48;
    else if (c >= 'A' && c <= 'Z') v = c.charCodeAt(0) - 55;
    else if (c === '<') v = 0;
    else return null;
    sum += v * MRZ_WEIGHTS[i % 3]!;
  }
  return sum % 10;
}

/**
 * Why a taxpayer's id (纳税人识别号) fails its check, or null: 18 characters are a unified social credit
 * code (GB 32100) or, for a person, an 18-character citizen number (GB 11643); the older 15, 17 and 20
 * character ids have no check character, so only their form is checked.
 */
export function taxIdProblem(id: string): 'form' | 'checksum' | null {
  if (id.length === 18) {
    if (/^\d{17}[\dX]$/.test(id) && idProblem(id) === null) return null;
    return /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(id) ? (usccValid(id) ? null : 'checksum') : 'form';
  }
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(id) ? null : 'form';
}

/** The taxpayer's id in a text: its first run of 15 to 20 code characters (upper case; O read as 0). */
export function findTaxId(text: string): string | null {
  const t = compact(halfWidth(text)).toUpperCase();
  const m = /(?<![0-9A-Z])([0-9A-Z]{15,20})(?![0-9A-Z])/.exec(t);
  return m ? m[1]!.replace(/O/g, '0') : null;
}

/** An MRZ's YYMMDD as YYYY-MM-DD: a birth date in the past century when it would be in the future, other dates after 2000. */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today = new Date()): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return null;
  let year = 2000 + Number(m[1]);
  if (kind === 'birth' && year > today.getUTCFullYear()) year -= 100;
  return isoDate(year, Number(m[2]), Number(m[3]));
}
