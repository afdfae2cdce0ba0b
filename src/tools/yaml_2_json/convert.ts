/**
 * YAML/JSON互相转换: js-yaml for YAML (core schema, so dates stay text; merge keys `<<`; mappings read as
 * Maps, so key order is kept), our strict parser for JSON.
 */
import { CORE_SCHEMA, dump, loadAll, mergeTag, realMapTag, YAMLException } from 'js-yaml';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { format } from '../../common/messages.js';
import {
  describeJsonError,
  fromPlain,
  JsonParseError,
  parseJson,
  stringifyJson,
  toPlain,
  TooManyNodes,
  type Lang,
} from '../../common/json-text.js';
import { messages } from './messages.js';

export const DIRECTIONS = ['yaml2json', 'json2yaml'] as const;
export const SCHEMA = defineOptions({
  direction: opt.choice(DIRECTIONS, 'yaml2json'),
  indent: opt.oneOf([2, 4], 2),
  sort: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

export interface Converted {
  text: string;
  /** YAML documents read (more than one become an array). */
  documents: number;
}

const YAML_SCHEMA = CORE_SCHEMA.withTags(mergeTag, realMapTag);

function yamlError(error: YAMLException, lang: Lang): string {
  const m = messages[lang];
  const reason = (m as Record<string, string>)[error.reason] ?? error.reason;
  return error.mark
    ? format(m.yamlError, { line: error.mark.line + 1, column: error.mark.column + 1, reason })
    : format(m.yamlErrorNoPlace, { reason });
}

export function yamlToJson(text: string, options: Options, lang: Lang): Converted {
  let docs: unknown[];
  try {
    docs = loadAll(text.replace(/^\ufeff/, ''), { schema: YAML_SCHEMA, maxAliases: 10000 });
  } catch (error) {
    if (error instanceof YAMLException) throw new InputError(yamlError(error, lang));
    throw error;
  }
  if (docs.length === 0) throw new InputError(messages[lang].emptyYaml);
  let value;
  try {
    value = fromPlain(docs.length === 1 ? docs[0] : docs);
  } catch (error) {
    if (error instanceof TooManyNodes) throw new InputError(messages[lang].tooBig);
    throw error;
  }
  return { text: stringifyJson(value, { indent: options.indent, sortKeys: options.sort }), documents: docs.length };
}

export function jsonToYaml(text: string, options: Options, lang: Lang): Converted {
  let value;
  try {
    value = parseJson(text).value;
  } catch (error) {
    if (error instanceof JsonParseError) throw new InputError(describeJsonError(error, lang));
    throw error;
  }
  const yaml = dump(toPlain(value), { indent: options.indent, sortKeys: options.sort, lineWidth: -1, noRefs: true });
  return { text: yaml.replace(/\n$/, ''), documents: 1 };
}

export function convert(text: string, options: Options, lang: Lang): Converted {
  return options.direction === 'yaml2json' ? yamlToJson(text, options, lang) : jsonToYaml(text, options, lang);
}
