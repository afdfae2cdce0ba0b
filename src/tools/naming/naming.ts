/** 取名字: the options and the request for the shared poem-line names (src/common/poem-names). */
import {
  checkSurname,
  GENDERS,
  MAX_NAMES,
  SOURCES,
  type NameRequest,
  type SurnameCheck,
} from '../../common/poem-names/poem-names.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const LENGTHS = ['2', '1'] as const;

export const OPTIONS = defineOptions({
  surname: opt.text('张', { maxLength: 8 }),
  gender: opt.choice(GENDERS, 'any'),
  source: opt.choice(SOURCES, 'all'),
  /** Characters of the given name: 双名 or 单名. */
  length: opt.choice(LENGTHS, '2'),
  count: opt.int(6, { min: 1, max: MAX_NAMES }),
});
export type Options = Values<typeof OPTIONS>;

/** The request for `makeNames`, or why the surname cannot be used. */
export function nameRequest(o: Options): { ok: true; request: NameRequest } | Extract<SurnameCheck, { ok: false }> {
  const check = checkSurname(o.surname);
  if (!check.ok) return check;
  return {
    ok: true,
    request: {
      surname: check.surname,
      gender: o.gender,
      source: o.source,
      count: o.count,
      length: o.length === '1' ? 1 : 2,
    },
  };
}
