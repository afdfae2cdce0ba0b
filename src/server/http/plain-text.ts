/**
 * Text the server accepts holds no control characters but tab, line feed and carriage return. SQLite would
 * store a NUL and PostgreSQL refuses it (`invalid byte sequence for encoding "UTF8": 0x00`); neither belongs
 * in a tool name, a page address or a message. Every string in every route schema gets this rule unless it
 * has a pattern of its own (`withPlainText`), so both databases see the same, already-valid text.
 */

/** No C0 control character but \t \n \r, and no DEL. */
export const PLAIN_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** The same, and at least one character that is not white space. */
export const NOT_BLANK_TEXT_PATTERN = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

const PLAIN_TEXT = new RegExp(PLAIN_TEXT_PATTERN, 'u');

export function isPlainText(text: string): boolean {
  return PLAIN_TEXT.test(text);
}

type Schema = Record<string, unknown>;

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_ONES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function acceptsString(schema: Schema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/**
 * A copy of `schema` in which every string without a `pattern`, `enum` or `const` of its own must be plain
 * text. The route's own schema objects are left as they are (they are often shared constants).
 */
export function withPlainText<T>(schema: T): T {
  if (!isObject(schema)) return schema;
  const out: Schema = { ...schema };
  if (acceptsString(out) && out.pattern === undefined && out.enum === undefined && out.const === undefined)
    out.pattern = PLAIN_TEXT_PATTERN;
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, withPlainText(v)]));
  }
  for (const key of SCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((s) => withPlainText(s));
  }
  for (const key of SCHEMA_ONES) {
    if (isObject(out[key])) out[key] = withPlainText(out[key]);
  }
  return out as T;
}
