/** 文字转拼音's options and limits, apart from the engine (the page imports these; pinyin-pro stays in the Worker). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SCHEMA = defineOptions({
  tone: opt.choice(['symbol', 'num', 'none'], 'symbol'),
  pattern: opt.choice(['pinyin', 'first'], 'pinyin'),
  /** Separate syllables with spaces (off: "nihao", "nh"). */
  spaced: opt.bool(true),
  /** Characters other than Chinese kept (off: dropped). */
  keepOthers: opt.bool(true),
  /** ü written as v (with no tone marks, as typed on keyboards). */
  v: opt.bool(false),
  /** Read 单, 解, 曾… as surnames. */
  surname: opt.bool(false),
  view: opt.choice(['text', 'ruby'], 'text'),
});
export type Options = Values<typeof SCHEMA>;

/** Characters shown in the ruby view (the text result has everything). */
export const RUBY_LIMIT = 20_000;
export const MAX_CHARS = 5_000_000;
