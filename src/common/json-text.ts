/**
 * JSON as text tools need it (format, check, diff, convert): a strict RFC 8259 parser that keeps what
 * `JSON.parse` loses (numbers exactly as written, so 12345678901234567890 and 1.50 survive; key order,
 * including keys like "2" that a JS object moves first; duplicate keys, reported) and says where and
 * why a text is not JSON (line and column, in the visitor's language). Pure: pages, Workers and Node.
 */
import { defineMessages, format } from './messages.js';

/** A number as written in the text (`value` is the nearest double). */
export class JsonNumber {
  constructor(readonly raw: string) {}
  get value(): number {
    return Number(this.raw);
  }
}

/** An object with its keys in the order written (duplicates kept: the last one wins when read). */
export class JsonObject {
  constructor(readonly entries: [string, JsonNode][] = []) {}
  get(key: string): JsonNode | undefined {
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i][0] === key) return this.entries[i][1];
    return undefined;
  }
  /** Keys once each, in first-seen order, with the last value for each. */
  unique(): [string, JsonNode][] {
    const seen = new Map<string, JsonNode>();
    for (const [k, v] of this.entries) seen.set(k, v);
    return [...seen];
  }
}

export type JsonNode = null | boolean | string | JsonNumber | JsonNode[] | JsonObject;

export type JsonErrorReason =
  | 'empty'
  | 'unexpectedEnd'
  | 'unexpectedChar'
  | 'expectedKey'
  | 'expectedColon'
  | 'expectedCommaOrBrace'
  | 'expectedCommaOrBracket'
  | 'trailingComma'
  | 'badNumber'
  | 'badEscape'
  | 'controlChar'
  | 'unclosedString'
  | 'singleQuote'
  | 'comment'
  | 'extraContent'
  | 'tooDeep';

export interface Position {
  /** Offset in UTF-16 code units. */
  offset: number;
  /** 1-based line and column (columns in UTF-16 code units, as editors count them). */
  line: number;
  column: number;
}

export class JsonParseError extends Error {
  constructor(
    readonly reason: JsonErrorReason,
    readonly position: Position,
    /** The character found there (empty at the end of the text). */
    readonly found: string,
  ) {
    super(`${reason} at line ${position.line} column ${position.column}`);
  }
}

export interface ParseResult {
  value: JsonNode;
  /** Keys written twice in the same object (valid JSON, but only the last one counts). */
  duplicates: { key: string; position: Position }[];
}

/** Deeper nesting than this is refused (a clear message instead of a stack overflow). */
export const MAX_DEPTH = 2000;

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { offset, line, column: offset - lineStart + 1 };
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export interface ParseOptions {
  /** JSONC (as VS Code settings): line and block comments and a comma after the last item are accepted. */
  jsonc?: boolean;
}

export function parseJson(text: string, options: ParseOptions = {}): ParseResult {
  const jsonc = options.jsonc ?? false;
  let i = 0;
  const duplicates: ParseResult['duplicates'] = [];
  // A byte order mark at the start is tolerated (files saved by Windows editors).
  if (text.charCodeAt(0) === 0xfeff) i = 1;

  const fail = (reason: JsonErrorReason, at = i): never => {
    throw new JsonParseError(
      reason,
      positionAt(text, at),
      at < text.length ? String.fromCodePoint(text.codePointAt(at)!) : '',
    );
  };
  const skip = () => {
    for (;;) {
      while (i < text.length && WS.has(text.charCodeAt(i))) i++;
      if (text[i] !== '/' || (text[i + 1] !== '/' && text[i + 1] !== '*')) return;
      if (!jsonc) fail('comment');
      if (text[i + 1] === '/') {
        const end = text.indexOf('\n', i);
        i = end === -1 ? text.length : end + 1;
      } else {
        const end = text.indexOf('*/', i + 2);
        if (end === -1) fail('unexpectedEnd', text.length);
        i = end + 2;
      }
    }
  };
  const unexpected = (): never => {
    if (i >= text.length) fail('unexpectedEnd');
    if (text[i] === "'") fail('singleQuote');
    return fail('unexpectedChar');
  };

  const string = (): string => {
    const start = i;
    i++; // the opening quote
    let out = '';
    let run = i;
    for (;;) {
      if (i >= text.length) fail('unclosedString', start);
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        out += text.slice(run, i);
        i++;
        return out;
      }
      if (c < 0x20)
        fail(c === 0x0a || c === 0x0d ? 'unclosedString' : 'controlChar', c === 0x0a || c === 0x0d ? start : i);
      if (c === 0x5c) {
        out += text.slice(run, i);
        const e = text[i + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (e in simple) {
          out += simple[e];
          i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else fail('badEscape');
        run = i;
        continue;
      }
      i++;
    }
  };

  const value = (depth: number): JsonNode => {
    if (depth > MAX_DEPTH) fail('tooDeep');
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const obj = new JsonObject();
      const keys = new Set<string>();
      skip();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      for (;;) {
        skip();
        if (jsonc && text[i] === '}' && obj.entries.length > 0) {
          i++;
          return obj;
        }
        if (text[i] !== '"')
          fail(
            text[i] === '}'
              ? 'trailingComma'
              : i >= text.length
                ? 'unexpectedEnd'
                : text[i] === "'"
                  ? 'singleQuote'
                  : 'expectedKey',
          );
        const at = i;
        const key = string();
        if (keys.has(key)) duplicates.push({ key, position: positionAt(text, at) });
        keys.add(key);
        skip();
        if (text[i] !== ':') fail(i >= text.length ? 'unexpectedEnd' : 'expectedColon');
        i++;
        obj.entries.push([key, value(depth + 1)]);
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return obj;
        }
        fail(i >= text.length ? 'unexpectedEnd' : 'expectedCommaOrBrace');
      }
    }
    if (c === '[') {
      i++;
      const arr: JsonNode[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      for (;;) {
        skip();
        if (text[i] === ']') {
          if (!jsonc) fail('trailingComma');
          i++;
          return arr;
        }
        arr.push(value(depth + 1));
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return arr;
        }
        fail(i >= text.length ? 'unexpectedEnd' : 'expectedCommaOrBracket');
      }
    }
    if (c === '"') return string();
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m || /[0-9.eE+-]/.test(text[i + m[0].length] ?? '')) fail('badNumber');
      i += m![0].length;
      return new JsonNumber(m![0]);
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    return unexpected();
  };

  skip();
  if (i >= text.length) fail('empty');
  const result = value(0);
  skip();
  if (i < text.length) fail('extraContent');
  return { value: result, duplicates };
}

export interface StringifyOptions {
  /** Spaces per level, or '\t'; 0 writes everything on one line. */
  indent?: number | '\t';
  sortKeys?: boolean;
  /** Write non-ASCII characters as \uXXXX. */
  asciiOnly?: boolean;
}

function quote(s: string, asciiOnly: boolean): string {
  const q = JSON.stringify(s);
  return asciiOnly ? q.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : q;
}

/** Code-unit order, as `jq -S` sorts keys. */
function byKey(a: [string, JsonNode], b: [string, JsonNode]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

export function stringifyJson(node: JsonNode, options: StringifyOptions = {}): string {
  const { sortKeys = false, asciiOnly = false } = options;
  const unit = options.indent === '\t' ? '\t' : ' '.repeat(options.indent ?? 2);
  const parts: string[] = [];
  const write = (n: JsonNode, pad: string) => {
    if (n === null || typeof n === 'boolean') parts.push(String(n));
    else if (typeof n === 'string') parts.push(quote(n, asciiOnly));
    else if (n instanceof JsonNumber) parts.push(n.raw);
    else {
      const isArray = Array.isArray(n);
      const items: [string | null, JsonNode][] = isArray
        ? n.map((v) => [null, v])
        : sortKeys
          ? [...n.unique()].sort(byKey)
          : n.entries;
      const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
      if (items.length === 0) {
        parts.push(open + close);
        return;
      }
      const inner = pad + unit;
      parts.push(open);
      items.forEach(([key, v], index) => {
        if (index > 0) parts.push(',');
        if (unit) parts.push('\n', inner);
        if (key !== null) parts.push(quote(key, asciiOnly), unit ? ': ' : ':');
        write(v, inner);
      });
      if (unit) parts.push('\n', pad);
      parts.push(close);
    }
  };
  write(node, '');
  return parts.join('');
}

/** Plain JavaScript values (for libraries such as js-yaml): numbers become doubles, the last duplicate key wins. */
export function toPlain(node: JsonNode): unknown {
  if (node instanceof JsonNumber) return node.value;
  if (Array.isArray(node)) return node.map(toPlain);
  if (node instanceof JsonObject) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of node.unique())
      Object.defineProperty(out, k, { value: toPlain(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return node;
}

/** A value that would expand to more nodes than allowed (a YAML alias bomb). */
export class TooManyNodes extends Error {}

/**
 * JSON values of JavaScript (from another parser) as nodes. Shared references (YAML aliases) are
 * expanded, at most `maxNodes` nodes in all (`TooManyNodes` beyond).
 */
export function fromPlain(value: unknown, maxNodes = 5_000_000): JsonNode {
  let budget = maxNodes;
  const walk = (v: unknown): JsonNode => {
    if (--budget < 0) throw new TooManyNodes(`more than ${maxNodes} values`);
    if (v === null || v === undefined) return null;
    if (typeof v === 'boolean' || typeof v === 'string') return v;
    if (typeof v === 'number') return Number.isFinite(v) ? new JsonNumber(JSON.stringify(v)) : null;
    if (typeof v === 'bigint') return new JsonNumber(v.toString());
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.map(walk);
    if (v instanceof Uint8Array) return Array.from(v, (b) => new JsonNumber(String(b)));
    // A Map keeps its keys' order (YAML mappings read as Maps); keys that are not text are written as text.
    if (v instanceof Map)
      return new JsonObject(
        [...v].map(([k, x]) => [
          typeof k === 'string' ? k : k !== null && typeof k === 'object' ? JSON.stringify(k) : String(k),
          walk(x),
        ]),
      );
    return new JsonObject(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x)]));
  };
  return walk(value);
}

export const jsonMessages = defineMessages({
  zh: {
    at: '第 {line} 行第 {column} 列：{reason}',
    found: '（此处为“{found}”）',
    empty: '请输入 JSON 内容',
    unexpectedEnd: 'JSON 不完整，意外结束（缺少 } 或 ] 或引号？）',
    unexpectedChar: '这里不能出现此字符，应为值（对象、数组、字符串、数字、true、false 或 null）',
    expectedKey: '应为用双引号括起来的键名',
    expectedColon: '键名后缺少冒号 :',
    expectedCommaOrBrace: '缺少逗号 , 或右花括号 }',
    expectedCommaOrBracket: '缺少逗号 , 或右方括号 ]',
    trailingComma: '最后一项后面多了逗号',
    badNumber: '数字格式不正确（不能有前导 0、结尾小数点或 NaN/Infinity）',
    badEscape: '字符串中的转义序列无效',
    controlChar: '字符串中不能直接出现控制字符（如制表符），请写作 \\t 等转义',
    unclosedString: '字符串缺少结束的双引号',
    singleQuote: 'JSON 的字符串和键名必须使用双引号，不能用单引号',
    comment: '标准 JSON 不支持注释',
    extraContent: 'JSON 已结束，后面还有多余内容',
    tooDeep: '嵌套层级过深（超过 {max} 层）',
  },
  en: {
    at: 'Line {line}, column {column}: {reason}',
    found: ' (found “{found}”)',
    empty: 'Enter some JSON',
    unexpectedEnd: 'The JSON ends too early (a missing }, ] or quote?)',
    unexpectedChar: 'A value was expected here (object, array, string, number, true, false or null)',
    expectedKey: 'A key in double quotes was expected',
    expectedColon: 'A colon : is missing after the key',
    expectedCommaOrBrace: 'A comma , or closing brace } is missing',
    expectedCommaOrBracket: 'A comma , or closing bracket ] is missing',
    trailingComma: 'There is a comma after the last item',
    badNumber: 'Invalid number (no leading zeros, trailing dot, NaN or Infinity)',
    badEscape: 'Invalid escape sequence in a string',
    controlChar: 'Control characters (such as a tab) must be escaped inside strings, e.g. \\t',
    unclosedString: 'A string is missing its closing double quote',
    singleQuote: 'JSON strings and keys need double quotes, not single quotes',
    comment: 'Standard JSON has no comments',
    extraContent: 'The JSON has ended but more text follows',
    tooDeep: 'Nested too deeply (more than {max} levels)',
  },
});

export type Lang = keyof typeof jsonMessages;

/** The visitor's message for a parse error: where and what. */
export function describeJsonError(error: JsonParseError, lang: Lang): string {
  const m = jsonMessages[lang];
  if (error.reason === 'empty') return m.empty;
  const reason = format(m[error.reason], { max: MAX_DEPTH });
  const found =
    error.found && error.reason !== 'unexpectedEnd' && error.found.trim()
      ? format(m.found, { found: error.found })
      : '';
  return format(m.at, { ...error.position, reason: reason + found });
}

/** The error's line with a caret under the column (for showing where it is). */
export function errorExcerpt(text: string, position: Position): { line: string; caret: string } {
  const start = text.lastIndexOf('\n', position.offset - 1) + 1;
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  let line = text.slice(start, end).replace(/\r$/, '');
  let col = position.column - 1;
  // Long lines (minified JSON) are cut around the error.
  if (line.length > 80) {
    const from = Math.max(0, col - 40);
    line = (from > 0 ? '…' : '') + line.slice(from, from + 80) + (from + 80 < line.length ? '…' : '');
    col = col - from + (from > 0 ? 1 : 0);
  }
  return { line: line.replace(/\t/g, ' '), caret: `${' '.repeat(Math.max(0, col))}^` };
}
