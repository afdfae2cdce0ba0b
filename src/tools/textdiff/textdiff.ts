/**
 * 文本比较: two texts compared by line, word or character (words found by the browser's Chinese-aware
 * segmenter, characters as code points so emoji stay whole), optionally ignoring whitespace and case, with
 * `diff`'s Myers algorithm. Pure: the page, a Worker (big texts) and Node tests.
 */
import { diffArrays } from 'diff';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

export const UNITS = ['line', 'word', 'char'] as const;
export type Unit = (typeof UNITS)[number];

export const SCHEMA = defineOptions({
  unit: opt.choice(UNITS, 'line'),
  view: opt.choice(['split', 'inline'], 'split'),
  ignoreWhitespace: opt.bool(false),
  ignoreCase: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

export type PartKind = 'same' | 'added' | 'removed';
export interface Part {
  kind: PartKind;
  /** The text as in the left (same, removed) or right (added) input. */
  value: string;
  /** For `same` parts: the right text (differs when whitespace or case are ignored). */
  right?: string;
}

export interface TextDiff {
  parts: Part[];
  /** Units added and removed (lines, words or characters). */
  added: number;
  removed: number;
  same: boolean;
}

/** Words and punctuation in Chinese and other scripts; whitespace runs are tokens of their own. */
const words = new Intl.Segmenter('zh', { granularity: 'word' });

export function tokenize(text: string, unit: Unit): string[] {
  if (text === '') return [];
  if (unit === 'char') return Array.from(text);
  if (unit === 'line') return text.split(/(?<=\n)/);
  return Array.from(words.segment(text), (s) => s.segment);
}

function normalizer(options: Pick<Options, 'unit' | 'ignoreWhitespace' | 'ignoreCase'>): (token: string) => string {
  return (token) => {
    let t = options.unit === 'line' ? token.replace(/\r?\n$/, '') : token;
    if (options.ignoreWhitespace) t = options.unit === 'line' ? t.replace(/\s+/g, ' ').trim() : t.replace(/\s+/g, ' ');
    return options.ignoreCase ? t.toLowerCase() : t;
  };
}

/** Past this many edits the texts are too different to compare usefully (and the work grows fast). */
const MAX_EDITS = 2_000;

export function diffTexts(left: string, right: string, options: Options, lang: 'zh' | 'en'): TextDiff {
  const a = tokenize(left, options.unit);
  const b = tokenize(right, options.unit);
  const norm = normalizer(options);
  // Compared by their normalised forms; the parts below take each side's own text back by position.
  const changes = diffArrays(a.map(norm), b.map(norm), { maxEditLength: MAX_EDITS, timeout: 5_000 });
  if (!changes) throw new InputError(messages[lang].tooDifferent);
  const parts: Part[] = [];
  let added = 0;
  let removed = 0;
  let i = 0;
  let j = 0;
  const push = (part: Part) => {
    const last = parts[parts.length - 1];
    if (last?.kind === part.kind && part.kind !== 'same') last.value += part.value;
    else parts.push(part);
  };
  for (const c of changes) {
    const n = c.count;
    if (c.added) {
      push({ kind: 'added', value: b.slice(j, j + n).join('') });
      added += countUnits(b.slice(j, j + n), options.unit);
      j += n;
    } else if (c.removed) {
      push({ kind: 'removed', value: a.slice(i, i + n).join('') });
      removed += countUnits(a.slice(i, i + n), options.unit);
      i += n;
    } else {
      parts.push({ kind: 'same', value: a.slice(i, i + n).join(''), right: b.slice(j, j + n).join('') });
      i += n;
      j += n;
    }
  }
  return { parts, added, removed, same: added === 0 && removed === 0 };
}

/** Whitespace-only words do not count as changed words. */
function countUnits(tokens: string[], unit: Unit): number {
  return unit === 'word' ? tokens.filter((t) => t.trim() !== '').length : tokens.length;
}

/** The comparison as text (copy, download): git's word-diff marks, [-removed-] and {+added+}. */
export function diffText(diff: TextDiff): string {
  return diff.parts
    .map((p) => (p.kind === 'same' ? p.value : p.kind === 'added' ? `{+${p.value}+}` : `[-${p.value}-]`))
    .join('');
}

/** The left and right columns of the side-by-side view: each side's own text, its changes marked. */
export function sides(diff: TextDiff): { left: Part[]; right: Part[] } {
  const left: Part[] = [];
  const right: Part[] = [];
  for (const p of diff.parts) {
    if (p.kind !== 'added') left.push({ kind: p.kind, value: p.value });
    if (p.kind !== 'removed') right.push({ kind: p.kind, value: p.kind === 'same' ? (p.right ?? p.value) : p.value });
  }
  return { left, right };
}
