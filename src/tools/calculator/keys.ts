/** What the keypad does to the expression (pure): insert at the caret, delete a whole function name, clear. */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export interface Edit {
  text: string;
  /** The caret after the edit. */
  caret: number;
}

/** Keys and the text they insert (functions open their bracket). */
export const SCIENTIFIC = [
  ['sin', 'sin('],
  ['cos', 'cos('],
  ['tan', 'tan('],
  ['π', 'π'],
  ['e', 'e'],
  ['sin⁻¹', 'asin('],
  ['cos⁻¹', 'acos('],
  ['tan⁻¹', 'atan('],
  ['x²', '^2'],
  ['xʸ', '^'],
  ['ln', 'ln('],
  ['log', 'log('],
  ['√', '√('],
  ['∛', '∛('],
  ['1/x', '1/('],
  ['n!', '!'],
  ['%', '%'],
  ['|x|', 'abs('],
  ['eˣ', 'exp('],
  ['Ans', 'Ans'],
] as const;

export const BASIC = [
  'C',
  '(',
  ')',
  '÷',
  '7',
  '8',
  '9',
  '×',
  '4',
  '5',
  '6',
  '−',
  '1',
  '2',
  '3',
  '+',
  '0',
  '.',
  '⌫',
  '=',
] as const;

const UNITS = [
  'asin(',
  'acos(',
  'atan(',
  'sin(',
  'cos(',
  'tan(',
  'log(',
  'abs(',
  'exp(',
  'cbrt(',
  'sqrt(',
  'ln(',
  '√(',
  '∛(',
  'Ans',
  'ans',
];

export function insert(text: string, caret: number, piece: string): Edit {
  const at = Math.max(0, Math.min(caret, text.length));
  return { text: text.slice(0, at) + piece + text.slice(at), caret: at + piece.length };
}

/** Deletes before the caret: a function name with its bracket ("sin(") or Ans at once, else one character. */
export function backspace(text: string, caret: number): Edit {
  const at = Math.max(0, Math.min(caret, text.length));
  const before = text.slice(0, at);
  const unit = UNITS.find((u) => before.endsWith(u));
  const cut = unit ? unit.length : Math.min(1, at);
  return { text: text.slice(0, at - cut) + text.slice(at), caret: at - cut };
}

export const SCHEMA = defineOptions({
  x: opt.text('', { maxLength: 500 }),
  angle: opt.choice(['deg', 'rad'], 'deg'),
});

export interface HistoryEntry {
  expr: string;
  result: string;
}

export const HISTORY_KEY = 'calculator:history';
export const HISTORY_MAX = 50;

/** History as stored (newest first), ignoring anything malformed. */
export function readHistory(raw: string | null): HistoryEntry[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((e): e is HistoryEntry => typeof e?.expr === 'string' && typeof e?.result === 'string')
      .slice(0, HISTORY_MAX);
  } catch {
    return [];
  }
}

export function addHistory(list: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  if (list[0]?.expr === entry.expr && list[0]?.result === entry.result) return list;
  return [entry, ...list].slice(0, HISTORY_MAX);
}
