/** JSON校验: is the text JSON, and if not, where and why; if so, its shape. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import {
  describeJsonError,
  errorExcerpt,
  JsonNumber,
  JsonObject,
  JsonParseError,
  jsonMessages,
  parseJson,
  stringifyJson,
  type JsonNode,
  type Lang,
} from '../../common/json-text.js';
import { utf8Encode } from '../../common/bytes.js';

export const SCHEMA = defineOptions({ jsonc: opt.bool(false) });
export type Options = Values<typeof SCHEMA>;

export type RootType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface JsonStats {
  root: RootType;
  depth: number;
  objects: number;
  arrays: number;
  keys: number;
  bytes: number;
}

export type CheckResult =
  | {
      ok: true;
      formatted: string;
      stats: JsonStats;
      duplicates: { key: string; line: number; column: number }[];
    }
  | { ok: false; message: string; line: number; column: number; excerpt: { line: string; caret: string } };

function typeOf(node: JsonNode): RootType {
  if (node === null) return 'null';
  if (Array.isArray(node)) return 'array';
  if (node instanceof JsonObject) return 'object';
  if (node instanceof JsonNumber) return 'number';
  return typeof node === 'string' ? 'string' : 'boolean';
}

export function jsonStats(root: JsonNode, text: string): JsonStats {
  const stats: JsonStats = {
    root: typeOf(root),
    depth: 0,
    objects: 0,
    arrays: 0,
    keys: 0,
    bytes: utf8Encode(text).length,
  };
  // Iterative walk: depth is bounded by the parser, but a wide document should not recurse per item.
  // Depth counts nested objects and arrays (a bare value has depth 0).
  const stack: [JsonNode, number][] = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (Array.isArray(node) || node instanceof JsonObject) stats.depth = Math.max(stats.depth, depth);
    if (Array.isArray(node)) {
      stats.arrays++;
      for (const child of node) stack.push([child, depth + 1]);
    } else if (node instanceof JsonObject) {
      stats.objects++;
      stats.keys += node.entries.length;
      for (const [, child] of node.entries) stack.push([child, depth + 1]);
    }
  }
  return stats;
}

export function checkJson(text: string, options: Options, lang: Lang): CheckResult {
  if (text.trim() === '') throw new InputError(jsonMessages[lang].empty);
  try {
    const { value, duplicates } = parseJson(text, { jsonc: options.jsonc });
    return {
      ok: true,
      formatted: stringifyJson(value, { indent: 2 }),
      stats: jsonStats(value, text),
      duplicates: duplicates.map((d) => ({ key: d.key, line: d.position.line, column: d.position.column })),
    };
  } catch (error) {
    if (!(error instanceof JsonParseError)) throw error;
    return {
      ok: false,
      message: describeJsonError(error, lang),
      line: error.position.line,
      column: error.position.column,
      excerpt: errorExcerpt(text, error.position),
    };
  }
}

/** What copy and download give: the formatted JSON, or the error with its place marked. */
export function resultText(result: CheckResult): string {
  return result.ok ? result.formatted : `${result.message}\n${result.excerpt.line}\n${result.excerpt.caret}`;
}
