/**
 * A tool's options as a typed schema: each field knows its default and how to read and write itself as
 * text, so options live in the page URL (a result can be shared as a link) and in local storage (a
 * returning visitor finds their settings). Pure, tested in Node.
 */

export interface Field<T> {
  default: T;
  /** The value written as text, or undefined when the text is not a valid value. */
  parse(raw: string): T | undefined;
  // Method syntax: a Field<number> is then usable where a Field<unknown> is expected.
  format(value: T): string;
  /** Number fields: the valid range (the page's number box takes it from here). */
  range?: { min: number; max: number; integer: boolean };
}

export type Schema = Record<string, Field<unknown>>;
export type Values<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/** Query parameters the platform itself uses; no option may take these names. */
export const RESERVED_PARAMS = ['callfrom', '_path', 'search', 'logintype', 'session', 'workers', 'server'];

function numberField(def: number, min: number, max: number, integer: boolean): Field<number> {
  return {
    default: def,
    parse: (raw) => {
      if (raw.trim() === '') return undefined;
      const n = Number(raw);
      if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) return undefined;
      return n;
    },
    format: String,
    range: { min, max, integer },
  };
}

export const opt = {
  /** One of a fixed list of values. */
  choice<const T extends string>(values: readonly T[], def: T): Field<T> {
    return {
      default: def,
      parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
      format: (v) => v,
    };
  },
  /** One of a fixed list of numbers (sizes, counts). */
  oneOf(values: readonly number[], def: number): Field<number> {
    return {
      default: def,
      parse: (raw) => (raw.trim() !== '' && values.includes(Number(raw)) ? Number(raw) : undefined),
      format: String,
    };
  },
  bool(def: boolean): Field<boolean> {
    return {
      default: def,
      parse: (raw) => (raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined),
      format: (v) => (v ? '1' : '0'),
    };
  },
  int(def: number, range: { min: number; max: number }): Field<number> {
    return numberField(def, range.min, range.max, true);
  },
  number(def: number, range: { min: number; max: number }): Field<number> {
    return numberField(def, range.min, range.max, false);
  },
  text(def: string, limits: { maxLength: number; pattern?: RegExp }): Field<string> {
    return {
      default: def,
      parse: (raw) =>
        Array.from(raw).length <= limits.maxLength && (!limits.pattern || limits.pattern.test(raw)) ? raw : undefined,
      format: (v) => v,
    };
  },
  /** `#rgb`, `#rrggbb` or `#rrggbbaa`, kept lower-case. */
  color(def: string): Field<string> {
    return {
      default: def,
      parse: (raw) => {
        const v = raw.startsWith('#') ? raw : `#${raw}`;
        return /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) ? v.toLowerCase() : undefined;
      },
      format: (v) => v,
    };
  },
};

export function defineOptions<S extends Schema>(schema: S): S {
  for (const key of Object.keys(schema)) {
    if (RESERVED_PARAMS.includes(key)) throw new Error(`option name "${key}" is reserved`);
  }
  return schema;
}

export function defaults<S extends Schema>(schema: S): Values<S> {
  return Object.fromEntries(Object.entries(schema).map(([k, f]) => [k, f.default])) as Values<S>;
}

/** The options a query string sets (valid values only). */
export function fromQuery<S extends Schema>(schema: S, search: string): Partial<Values<S>> {
  const params = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = field.parse(raw);
    if (value !== undefined) out[key] = value;
  }
  return out as Partial<Values<S>>;
}

/** The query string with these options: values other than the default written, defaults removed, other params kept. */
export function toQuery<S extends Schema>(schema: S, values: Values<S>, search: string): string {
  const params = new URLSearchParams(search);
  for (const [key, field] of Object.entries(schema)) {
    const value = values[key as keyof S];
    if (field.format(value) === field.format(field.default)) params.delete(key);
    else params.set(key, field.format(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Stored options (JSON of their text forms), ignoring anything unknown or invalid. */
export function fromStored<S extends Schema>(schema: S, stored: string | null): Partial<Values<S>> {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') params.set(k, v);
  return fromQuery(schema, params.toString());
}

export function toStored<S extends Schema>(schema: S, values: Values<S>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(schema).map(([k, f]) => [k, f.format(values[k as keyof S])])),
  );
}

/** What a page starts with: defaults, then what the visitor stored, then what the link says (the link wins). */
export function initialValues<S extends Schema>(schema: S, stored: string | null, search: string): Values<S> {
  return { ...defaults(schema), ...fromStored(schema, stored), ...fromQuery(schema, search) };
}
