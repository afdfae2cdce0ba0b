/**
 * 火星文翻译器: plain Chinese to 火星文 and back, with our own table (`mars-table.ts`) for the characters 火星文
 * changed most and OpenCC (简→繁, 繁→简) for the rest. Runs in the tool's Worker (OpenCC's dictionaries).
 */
import { Converter } from 'opencc-js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { MARS_TABLE } from './mars-table.js';
import { messages } from './messages.js';
import type { Options } from './options.js';

export { SCHEMA, type Options } from './options.js';

type Lang = keyof typeof messages;

const TO_MARS = new Map(MARS_TABLE.map(([plain, mars]) => [plain, mars]));
const TO_PLAIN = new Map(MARS_TABLE.map(([plain, mars]) => [mars, plain]));

let toTraditional: ((s: string) => string) | null = null;
let toSimplified: ((s: string) => string) | null = null;

/** Inputs over this many characters are refused (a Worker still needs memory for the copy). */
export const MAX_CHARS = 5_000_000;

export function translate(text: string, options: Options, lang: Lang): string {
  if (text.length > MAX_CHARS) throw new InputError(messages[lang].tooLong);
  if (options.direction === 'toMars') {
    let out = '';
    for (const ch of text) out += TO_MARS.get(ch) ?? ch;
    if (!options.traditional) return out;
    toTraditional ??= Converter({ from: 'cn', to: 't' });
    // Our table's characters stay as they are: OpenCC only sees the others (none of ours is simplified).
    return toTraditional(out);
  }
  let out = '';
  for (const ch of text) out += TO_PLAIN.get(ch) ?? ch;
  toSimplified ??= Converter({ from: 't', to: 'cn' });
  return toSimplified(out);
}
