/**
 * 身份证识别: the fields of the front of a Chinese resident identity card from its recognised lines, and
 * the number's own checks (GB 11643-1999): the ISO 7064 MOD 11-2 check character, a real birth date that
 * agrees with the printed one, and the sex digit (odd: male) agreeing with the printed sex.
 */
import { idBirthDate, idProblem, findIdNumber } from '../../web/kit/ocr/checks.js';
import {
  checked,
  compact,
  field,
  halfWidth,
  parseDate,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

export const ID_FIELDS = ['name', 'sex', 'ethnicity', 'birth', 'address', 'number'] as const;

/** Reads the card's fields; every check that fails marks its fields `failed`, nothing is corrected. */
export function readIdCard(lines: LineIn[]): ReadField[] {
  const plain = lines.map((l) => ({ text: compact(halfWidth(l.text)), confidence: l.confidence }));
  const at = (re: RegExp) => plain.findIndex((l) => re.test(l.text));

  const nameLine = plain[at(/^姓名/)];
  const name = nameLine?.text.replace(/^姓名[:：]?/, '') || null;

  const sexLine = plain[at(/性别/)];
  const sex = sexLine ? (/性别[:：]?(男|女)/.exec(sexLine.text)?.[1] ?? null) : null;
  const ethLine = plain[at(/民族/)];
  const ethnicity = ethLine ? (/民族[:：]?([\u4e00-\u9fff]{1,6})/.exec(ethLine.text)?.[1] ?? null) : null;

  const birthIndex = at(/^出生/);
  const birth = birthIndex >= 0 ? parseDate(plain[birthIndex]!.text) : null;

  const numberIndex = plain.findIndex((l) => findIdNumber(l.text) !== null);
  const number = numberIndex >= 0 ? findIdNumber(plain[numberIndex]!.text) : null;

  // The address runs from its label to the line before the number's (a long one wraps).
  const addressStart = at(/^住址/);
  let address: string | null = null;
  let addressConfidence = 1;
  if (addressStart >= 0) {
    const end = numberIndex > addressStart ? numberIndex : Math.min(plain.length, addressStart + 3);
    const parts = plain.slice(addressStart, end).filter((l) => !/^公民身份/.test(l.text));
    address =
      parts
        .map((l) => l.text)
        .join('')
        .replace(/^住址[:：]?/, '') || null;
    addressConfidence = Math.min(...parts.map((l) => l.confidence));
  }

  const problem = number ? idProblem(number) : null;
  const numberBirth = number && !problem ? idBirthDate(number) : null;
  const birthAgrees = !birth || !numberBirth || birth === numberBirth;
  const numberSex = number && !problem ? (Number(number[16]) % 2 ? '男' : '女') : null;
  const sexAgrees = !sex || !numberSex || sex === numberSex;

  return [
    field('name', name, nameLine?.confidence),
    sex && !sexAgrees ? checked('sex', sex, false, 'sexMismatch') : field('sex', sex, sexLine?.confidence),
    field('ethnicity', ethnicity, ethLine?.confidence),
    birth && !birthAgrees
      ? checked('birth', birth, false, 'birthMismatch')
      : field('birth', birth, plain[birthIndex]?.confidence),
    field('address', address, addressConfidence),
    checked(
      'number',
      number,
      !problem && birthAgrees && sexAgrees,
      problem ?? (birthAgrees ? 'sexMismatch' : 'birthMismatch'),
    ),
  ];
}
