/** 图片转字符画's options, kept in the link and local storage. */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { CHARSET_IDS, type Detail } from './ascii.js';

export const DETAILS: readonly Detail[] = ['coarse', 'medium', 'fine'];

export const SCHEMA = defineOptions({
  charset: opt.choice(CHARSET_IDS, 'standard'),
  detail: opt.choice(DETAILS, 'medium'),
  invert: opt.bool(false),
});
