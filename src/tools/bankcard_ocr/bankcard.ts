/**
 * 银行卡识别: the card number (13–19 digits, printed in groups) with its Luhn check (ISO/IEC 7812-1), the
 * card network from its first digits, the expiry date and the bank name line as printed.
 */
import { luhnValid } from '../../web/kit/ocr/checks.js';
import { asDigits, checked, compact, field, halfWidth, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';

/**
 * The card network from the issuer identification number's leading digits (the ranges the networks
 * publish, as listed in Wikipedia's "Payment card number", checked 2026-11): null when none matches.
 */
export function cardNetwork(number: string): string | null {
  const p2 = Number(number.slice(0, 2));
  const p4 = Number(number.slice(0, 4));
  if (/^62/.test(number)) return 'unionpay';
  if (/^4/.test(number)) return 'visa';
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return 'mastercard';
  if (p2 === 34 || p2 === 37) return 'amex';
  if (p4 >= 3528 && p4 <= 3589) return 'jcb';
  return null;
}

/**
 * The card number in a line: digit groups (spaces between them) making 13–19 digits, letters that look
 * like digits read as digits. Null when the line holds no such run.
 */
export function findCardNumber(text: string): string | null {
  const t = halfWidth(text);
  const runs = t.match(/[0-9OoIlSBDQ|][0-9OoIlSBDQ| ]{11,30}[0-9OoIlSBDQ|]/g) ?? [];
  for (const run of runs) {
    const digits = asDigits(compact(run));
    // Groups of digits only: a run that still holds letters is not a number.
    if (/^\d{13,19}$/.test(digits) && /\d/.test(run)) return digits;
  }
  return null;
}

/** MM/YY (e.g. after VALID THRU / 有效期), as printed. */
export function findExpiry(text: string): string | null {
  const m = /(?<!\d)(0[1-9]|1[0-2])\s*\/\s*(\d{2})(?!\d)/.exec(halfWidth(text));
  return m ? `${m[1]}/${m[2]}` : null;
}

export const CARD_FIELDS = ['number', 'network', 'expiry', 'bank'] as const;

/** Reads the card's fields; a number failing the Luhn check is shown as read and marked, never fixed. */
export function readBankCard(lines: LineIn[]): ReadField[] {
  let number: string | null = null;
  let numberLine: LineIn | undefined;
  for (const line of lines) {
    number = findCardNumber(line.text);
    if (number) {
      numberLine = line;
      break;
    }
  }
  const expiryLine = lines.find((l) => findExpiry(l.text) && l !== numberLine);
  const bankLine = lines.find((l) => /银行|信用社|Bank/i.test(l.text));
  const bank = bankLine ? (/[\u4e00-\u9fff]*(银行|信用社)/.exec(compact(bankLine.text))?.[0] ?? null) : null;
  const valid = number ? luhnValid(number) : false;
  const network = number && valid ? cardNetwork(number) : null;
  return [
    checked('number', number, valid, 'luhn'),
    field('network', network),
    field('expiry', expiryLine ? findExpiry(expiryLine.text) : null, expiryLine?.confidence),
    field('bank', bank, bankLine?.confidence),
  ];
}

/** Groups of four for display (as printed on most cards). */
export function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
