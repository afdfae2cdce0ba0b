/** 火星文翻译器's options, apart from the engine (the page imports these; OpenCC stays in the Worker). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SCHEMA = defineOptions({
  direction: opt.choice(['toMars', 'toPlain'], 'toMars'),
  /** Characters outside our table in traditional script (off: only the table's characters change). */
  traditional: opt.bool(true),
});
export type Options = Values<typeof SCHEMA>;
