/** 简体繁体转换: the conversions offered (OpenCC's configurations) and the options schema. No dictionaries here. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const MODES = ['s2t', 's2tw', 's2twp', 's2hk', 't2s', 'tw2s', 'hk2s'] as const;
export type Mode = (typeof MODES)[number];

export const SCHEMA = defineOptions({ mode: opt.choice(MODES, 's2t') });
export type Options = Values<typeof SCHEMA>;

/** OpenCC's locales for each conversion (cn: simplified, t: OpenCC traditional, tw/twp: Taiwan, twp with phrases). */
export const LOCALES: Record<Mode, { from: string; to: string }> = {
  s2t: { from: 'cn', to: 't' },
  s2tw: { from: 'cn', to: 'tw' },
  s2twp: { from: 'cn', to: 'twp' },
  s2hk: { from: 'cn', to: 'hk' },
  t2s: { from: 't', to: 'cn' },
  tw2s: { from: 'twp', to: 'cn' },
  hk2s: { from: 'hk', to: 'cn' },
};

/** The conversion that undoes each one (the swap button). */
export const INVERSE: Record<Mode, Mode> = {
  s2t: 't2s',
  s2tw: 'tw2s',
  s2twp: 'tw2s',
  s2hk: 'hk2s',
  t2s: 's2t',
  tw2s: 's2twp',
  hk2s: 's2hk',
};
