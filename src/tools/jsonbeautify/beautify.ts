/** JSON格式化: format, minify, escape and unescape, as a pure function of the text and the options. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { format } from '../../common/messages.js';
import { describeJsonError, JsonParseError, parseJson, stringifyJson, type Lang } from '../../common/json-text.js';
import { messages } from './messages.js';

export const MODES = ['format', 'minify', 'escape', 'unescape'] as const;
export const INDENTS = ['2', '4', 'tab'] as const;

export const SCHEMA = defineOptions({
  mode: opt.choice(MODES, 'format'),
  indent: opt.choice(INDENTS, '2'),
  sort: opt.bool(false),
  ascii: opt.bool(false),
});

export type Options = Values<typeof SCHEMA>;

export interface BeautifyResult {
  text: string;
  duplicates: { key: string; line: number }[];
}

function parse(text: string, lang: Lang) {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof JsonParseError) throw new InputError(describeJsonError(error, lang));
    throw error;
  }
}

/** The text as the body of a JSON string (quotes and backslashes escaped), without the outer quotes. */
export function escapeJsonText(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** The reverse: a JSON string literal, with or without its outer quotes, back to the text. */
export function unescapeJsonText(text: string, lang: Lang): string {
  const trimmed = text.trim();
  const literal = trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2 ? trimmed : `"${text}"`;
  try {
    const { value } = parseJson(literal);
    if (typeof value === 'string') return value;
  } catch (error) {
    if (error instanceof JsonParseError) {
      const reason = describeJsonError(error, lang).replace(/^.*?[：:]\s*/, '');
      throw new InputError(format(messages[lang].badEscaped, { reason }));
    }
    throw error;
  }
  throw new InputError(format(messages[lang].badEscaped, { reason: '' }));
}

export function beautify(text: string, options: Options, lang: Lang): BeautifyResult {
  if (options.mode === 'escape') return { text: escapeJsonText(text), duplicates: [] };
  if (options.mode === 'unescape') return { text: unescapeJsonText(text, lang), duplicates: [] };
  const { value, duplicates } = parse(text, lang);
  const indent = options.mode === 'minify' ? 0 : options.indent === 'tab' ? '\t' : Number(options.indent);
  return {
    text: stringifyJson(value, { indent, sortKeys: options.sort, asciiOnly: options.ascii }),
    duplicates: duplicates.map((d) => ({ key: d.key, line: d.position.line })),
  };
}
