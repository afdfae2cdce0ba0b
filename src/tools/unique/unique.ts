/** 文本去重: duplicate lines removed in one pass (first occurrence kept), or the repeated lines listed. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { format } from '../../common/messages.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  mode: opt.choice(['unique', 'duplicates'], 'unique'),
  trim: opt.bool(true),
  ignoreCase: opt.bool(false),
  removeEmpty: opt.bool(true),
  sort: opt.choice(['none', 'asc', 'desc'], 'none'),
});
export type Options = Values<typeof SCHEMA>;

export interface UniqueResult {
  text: string;
  lines: number;
  kept: number;
  /** Lines dropped as repeats (blank lines not counted). */
  removed: number;
  empty: number;
  /** Distinct lines that occur more than once. */
  groups: number;
}

const collator = new Intl.Collator('zh-Hans-CN', { numeric: true });

export function dedupe(text: string, options: Options, lang: Lang): UniqueResult {
  // The output keeps the input's line endings (CRLF stays CRLF).
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const seen = new Map<string, { line: string; count: number }>();
  let empty = 0;
  for (const raw of lines) {
    const line = options.trim ? raw.trim() : raw;
    if (options.removeEmpty && line.trim() === '') {
      empty++;
      continue;
    }
    const key = options.ignoreCase ? line.toLowerCase() : line;
    const entry = seen.get(key);
    if (entry) entry.count++;
    else seen.set(key, { line, count: 1 });
  }
  const entries = [...seen.values()];
  const removed = lines.length - empty - entries.length;
  const groups = entries.filter((e) => e.count > 1);
  const shown = options.mode === 'unique' ? entries : groups;
  if (options.sort !== 'none') {
    shown.sort((a, b) => collator.compare(a.line, b.line));
    if (options.sort === 'desc') shown.reverse();
  }
  const m = messages[lang];
  const out =
    options.mode === 'unique'
      ? shown.map((e) => e.line)
      : shown.map((e) => `${e.line}${format(m.times, { n: e.count })}`);
  return { text: out.join(eol), lines: lines.length, kept: entries.length, removed, empty, groups: groups.length };
}

export function summary(r: UniqueResult, options: Options, lang: Lang): string {
  const m = messages[lang];
  const n = (x: number) => x.toLocaleString('en-US');
  if (options.mode === 'duplicates') return format(m.summaryDuplicates, { groups: n(r.groups), removed: n(r.removed) });
  return (
    format(m.summary, { lines: n(r.lines), removed: n(r.removed), kept: n(r.kept) }) +
    (r.empty ? format(m.summaryEmpty, { empty: n(r.empty) }) : '')
  );
}
