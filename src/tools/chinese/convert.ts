/**
 * The conversion itself, with OpenCC's dictionaries (`opencc-js`, about 1 MB): loaded in the tool's Worker
 * and in Node tests, never on the page. A converter is built once per conversion (its dictionaries into a
 * trie, under a second) and kept.
 */
import * as OpenCC from 'opencc-js';
import { LOCALES, type Mode } from './modes.js';

const converters = new Map<Mode, (text: string) => string>();

export function convertChinese(text: string, mode: Mode): string {
  let convert = converters.get(mode);
  if (!convert) {
    convert = OpenCC.Converter(LOCALES[mode]);
    converters.set(mode, convert);
  }
  return convert(text);
}
