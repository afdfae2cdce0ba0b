/** JSON diff: two documents compared by structure, as a list of paths that were added, removed or changed. */
import { diffArrays } from 'diff';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { format } from '../../common/messages.js';
import {
  describeJsonError,
  JsonNumber,
  JsonObject,
  JsonParseError,
  parseJson,
  stringifyJson,
  type JsonNode,
  type Lang,
} from '../../common/json-text.js';
import { messages } from './messages.js';

export const ARRAY_MODES = ['index', 'match'] as const;
export const SCHEMA = defineOptions({ arrays: opt.choice(ARRAY_MODES, 'index') });
export type Options = Values<typeof SCHEMA>;

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  kind: ChangeKind;
  path: string;
  /** Compact JSON of the old and new values (absent for added / removed). */
  before?: string;
  after?: string;
}

export interface JsonDiff {
  changes: Change[];
  counts: Record<ChangeKind, number>;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

const compact = (node: JsonNode) => stringifyJson(node, { indent: 0 });
/** Order-independent identity of a value (for aligning arrays by content). */
const canonical = (node: JsonNode) => stringifyJson(node, { indent: 0, sortKeys: true });

/** A number's exact value as `digits e exponent` (1.0, 1 and 10e-1 agree; 2^53 + 1 and 2^53 do not). */
export function exactNumber(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return raw;
  let digits = (m[2] + (m[3] ?? '')).replace(/^0+/, '');
  if (digits === '') return '0';
  let exp = Number(m[4] ?? 0) - (m[3]?.length ?? 0);
  const zeros = /0*$/.exec(digits)![0].length;
  digits = digits.slice(0, digits.length - zeros);
  exp += zeros;
  return `${m[1]}${digits}e${exp}`;
}

function sameScalar(a: JsonNode, b: JsonNode): boolean {
  if (a instanceof JsonNumber && b instanceof JsonNumber) return exactNumber(a.raw) === exactNumber(b.raw);
  return a === b;
}

function isContainer(n: JsonNode): n is JsonNode[] | JsonObject {
  return Array.isArray(n) || n instanceof JsonObject;
}

export function diffNodes(left: JsonNode, right: JsonNode, options: Options, path = '$'): Change[] {
  const out: Change[] = [];
  const walk = (a: JsonNode, b: JsonNode, p: string) => {
    if (a instanceof JsonObject && b instanceof JsonObject) {
      const bKeys = new Map(b.unique());
      for (const [key, av] of a.unique()) {
        const here = childPath(p, key);
        if (!bKeys.has(key)) out.push({ kind: 'removed', path: here, before: compact(av) });
        else walk(av, bKeys.get(key)!, here);
        bKeys.delete(key);
      }
      for (const [key, bv] of bKeys) out.push({ kind: 'added', path: childPath(p, key), after: compact(bv) });
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (options.arrays === 'index') {
        for (let i = 0; i < Math.max(a.length, b.length); i++) {
          if (i >= b.length) out.push({ kind: 'removed', path: childPath(p, i), before: compact(a[i]) });
          else if (i >= a.length) out.push({ kind: 'added', path: childPath(p, i), after: compact(b[i]) });
          else walk(a[i], b[i], childPath(p, i));
        }
        return;
      }
      // By content: a longest common subsequence of the items; a removed run followed by an added run of
      // items is compared item by item (an edited element), the rest are real insertions and removals.
      const parts = diffArrays(a.map(canonical), b.map(canonical));
      let ai = 0;
      let bi = 0;
      for (let k = 0; k < parts.length; k++) {
        const part = parts[k];
        if (!part.added && !part.removed) {
          ai += part.count;
          bi += part.count;
        } else if (part.removed) {
          const next = parts[k + 1];
          const paired = next?.added ? Math.min(part.count, next.count) : 0;
          for (let j = 0; j < paired; j++) walk(a[ai + j], b[bi + j], childPath(p, bi + j));
          for (let j = paired; j < part.count; j++)
            out.push({ kind: 'removed', path: childPath(p, ai + j), before: compact(a[ai + j]) });
          if (next?.added) {
            for (let j = paired; j < next.count; j++)
              out.push({ kind: 'added', path: childPath(p, bi + j), after: compact(b[bi + j]) });
            bi += next.count;
            k++;
          }
          ai += part.count;
        } else {
          for (let j = 0; j < part.count; j++)
            out.push({ kind: 'added', path: childPath(p, bi + j), after: compact(b[bi + j]) });
          bi += part.count;
        }
      }
      return;
    }
    if (isContainer(a) || isContainer(b) || !sameScalar(a, b))
      out.push({ kind: 'changed', path: p, before: compact(a), after: compact(b) });
  };
  walk(left, right, path);
  return out;
}

function parseSide(text: string, side: 'leftError' | 'rightError', lang: Lang): JsonNode {
  try {
    return parseJson(text).value;
  } catch (error) {
    if (error instanceof JsonParseError)
      throw new InputError(format(messages[lang][side], { error: describeJsonError(error, lang) }));
    throw error;
  }
}

export function diffJsonText(left: string, right: string, options: Options, lang: Lang): JsonDiff {
  if (left.trim() === '' || right.trim() === '') throw new InputError(messages[lang].emptySide);
  const changes = diffNodes(parseSide(left, 'leftError', lang), parseSide(right, 'rightError', lang), options);
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const c of changes) counts[c.kind]++;
  return { changes, counts };
}

const SIGN: Record<ChangeKind, string> = { added: '+', removed: '-', changed: '~' };

/** The report as text: one line per change (`+ path: value`, `- path: value`, `~ path: old → new`). */
export function reportText(diff: JsonDiff, lang: Lang): string {
  const m = messages[lang];
  if (diff.changes.length === 0) return m.same;
  const lines = diff.changes.map((c) =>
    c.kind === 'changed'
      ? `~ ${c.path}: ${c.before} → ${c.after}`
      : `${SIGN[c.kind]} ${c.path}: ${c.kind === 'added' ? c.after : c.before}`,
  );
  return `${format(m.summary, diff.counts)}\n\n${lines.join('\n')}`;
}
