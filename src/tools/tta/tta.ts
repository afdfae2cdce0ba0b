/**
 * 文字转拼音: pinyin-pro (its dictionary and word segmentation pick a polyphonic character's reading from the
 * phrase: 银行 yín háng, 行走 xíng zǒu) with tone marks, tone numbers or none, initials only, and pairs of
 * character and reading for the ruby view. Runs in the tool's Worker (the dictionary stays off the page).
 */
import { pinyin } from 'pinyin-pro';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';
import { MAX_CHARS, RUBY_LIMIT, type Options } from './options.js';

export { MAX_CHARS, RUBY_LIMIT, SCHEMA, type Options } from './options.js';

type Lang = keyof typeof messages;

/** Characters shown in the ruby view (the text result has everything). */

export interface TtaResult {
  text: string;
  /** [character or run of other text, its reading ('' for non-Chinese)], for the ruby view; null in text view. */
  ruby: [string, string][] | null;
}

function lineToPinyin(line: string, o: Options): string {
  if (line === '') return '';
  const out = pinyin(line, {
    toneType: o.tone,
    pattern: o.pattern,
    nonZh: o.keepOthers ? 'consecutive' : 'removed',
    v: o.v && o.tone === 'none',
    surname: o.surname ? 'head' : 'off',
    separator: o.spaced ? ' ' : '',
  });
  // No space before punctuation or after an opening bracket ("shuō：wǒ", not "shuō ： wǒ").
  return o.spaced
    ? out
        .replace(/ {2,}/g, ' ')
        .replace(/ ([，。！？：；、,.!?:;)）」』》”’])/g, '$1')
        .replace(/([(（「『《“‘]) /g, '$1')
        .trim()
    : out;
}

export function toPinyin(text: string, options: Options, lang: Lang): TtaResult {
  if (text.length > MAX_CHARS) throw new InputError(messages[lang].tooLong);
  // Line by line, so that line breaks (CRLF too) stay where they were.
  const lines = text.split(/\r?\n/);
  const result = lines.map((l) => lineToPinyin(l, options)).join('\n');
  let ruby: [string, string][] | null = null;
  if (options.view === 'ruby') {
    ruby = [];
    const head = text.slice(0, RUBY_LIMIT);
    const items = pinyin(head, {
      type: 'all',
      toneType: options.tone,
      pattern: options.pattern,
      v: options.v && options.tone === 'none',
      surname: options.surname ? 'head' : 'off',
    });
    for (const it of items) {
      const last = ruby[ruby.length - 1];
      if (!it.isZh && last && last[1] === '') last[0] += it.origin;
      else ruby.push([it.origin, it.isZh ? it.pinyin : '']);
    }
  }
  return { text: result, ruby };
}
