/**
 * 正则校验: a JavaScript regular expression run over a text: every match with its groups (numbered and named,
 * with their places), the text cut into plain and matched pieces for highlighting, and the replacement.
 * The page runs this in a Worker with a time limit (a catastrophic pattern cannot hang the page).
 */
import { format } from '../../common/messages.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const FLAGS = ['g', 'i', 'm', 's', 'u', 'y'] as const;
export type Flag = (typeof FLAGS)[number];

export const SCHEMA = defineOptions({
  pattern: opt.text('', { maxLength: 5000 }),
  flags: opt.text('g', { maxLength: 6, pattern: /^[gimsuy]*$/ }),
  mode: opt.choice(['match', 'replace'], 'match'),
  replacement: opt.text('', { maxLength: 5000 }),
});
export type Options = Values<typeof SCHEMA>;

/** Matches listed in detail (all are counted). */
export const MAX_LISTED = 1000;
/** How long a run may take in the Worker before it is stopped. */
export const TIME_LIMIT_MS = 2000;

export interface Group {
  /** `1`, `2`, … or the group's name. */
  name: string;
  /** Undefined when the group did not take part in the match. */
  value: string | undefined;
  start?: number;
}

export interface Match {
  index: number;
  value: string;
  groups: Group[];
}

export interface RegexResult {
  count: number;
  matches: Match[];
  /** The replaced text (replace mode), or null. */
  replaced: string | null;
}

/** Flags in a fixed order, each once; an unknown letter is an error in the visitor's words. */
export function normaliseFlags(flags: string, lang: Lang): string {
  const bad = [...flags].find((f) => !(FLAGS as readonly string[]).includes(f));
  if (bad) throw new InputError(format(messages[lang].badFlag, { flag: bad }));
  return FLAGS.filter((f) => flags.includes(f)).join('');
}

export function compile(pattern: string, flags: string, lang: Lang): RegExp {
  const f = normaliseFlags(flags, lang);
  try {
    // `d` gives each group's place.
    return new RegExp(pattern, `${f}d`);
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : '';
    throw new InputError(format(messages[lang].badPattern, { detail }));
  }
}

/** Each capturing group's name (or null) in order, read from the pattern (escapes and classes skipped). */
export function groupNames(source: string): (string | null)[] {
  const names: (string | null)[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') {
      if (source[i + 1] !== '?') names.push(null);
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
        const close = source.indexOf('>', i);
        names.push(source.slice(i + 3, close));
      }
    }
  }
  return names;
}

function groupsOf(m: RegExpExecArray, names: (string | null)[]): Group[] {
  const out: Group[] = [];
  for (let i = 1; i < m.length; i++) {
    out.push({ name: names[i - 1] ?? String(i), value: m[i], start: m.indices?.[i]?.[0] });
  }
  return out;
}

export function runRegex(text: string, options: Options, lang: Lang): RegexResult {
  if (options.pattern === '') throw new InputError(messages[lang].emptyPattern);
  const re = compile(options.pattern, options.flags, lang);
  const names = groupNames(options.pattern);
  const matches: Match[] = [];
  let count = 0;
  if (!re.global && !re.sticky) {
    const m = re.exec(text);
    if (m) {
      count = 1;
      matches.push({ index: m.index, value: m[0], groups: groupsOf(m, names) });
    }
  } else {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      count++;
      if (matches.length < MAX_LISTED) matches.push({ index: m.index, value: m[0], groups: groupsOf(m, names) });
      // An empty match would be found again at the same place: step over one character (a whole code
      // point in unicode mode, as String.prototype.replace does).
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode);
      if (!re.global) break;
    }
  }
  let replaced: string | null = null;
  if (options.mode === 'replace') {
    re.lastIndex = 0;
    replaced = text.replace(re, options.replacement);
  }
  return { count, matches, replaced };
}

function advance(text: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff ? i + 2 : i + 1;
}

export interface Piece {
  text: string;
  /** The match's number (0-based) for matched pieces. */
  match?: number;
}

/** The text as plain and matched pieces (listed matches only), for highlighting. */
export function pieces(text: string, matches: Match[]): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  matches.forEach((m, i) => {
    if (m.value === '') return;
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: m.value, match: i });
    at = m.index + m.value.length;
  });
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** The result as text (copy/download): the replaced text, or one match per line with its groups. */
export function resultText(r: RegexResult): string {
  if (r.replaced !== null) return r.replaced;
  return r.matches
    .map((m) => {
      const groups = m.groups.map((g) => `${g.name}=${g.value ?? ''}`).join('\t');
      return groups ? `${m.value}\t${groups}` : m.value;
    })
    .join('\n');
}

/** Common patterns (for searching within a text, so not anchored): mainland China numbers and the usual. */
export const PRESETS = [
  { id: 'mobile', pattern: String.raw`(?<!\d)1[3-9]\d{9}(?!\d)`, flags: 'g' },
  {
    id: 'idCard',
    pattern: String.raw`(?<!\d)[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dXx])`,
    flags: 'g',
  },
  { id: 'email', pattern: String.raw`[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`, flags: 'g' },
  { id: 'url', pattern: String.raw`https?:\/\/[^\s"'<>，。；！？、（）【】《》「」]+`, flags: 'gi' },
  {
    id: 'ipv4',
    pattern: String.raw`\b(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\b`,
    flags: 'g',
  },
  { id: 'han', pattern: String.raw`\p{Script=Han}+`, flags: 'gu' },
  { id: 'date', pattern: String.raw`(?<year>\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])`, flags: 'g' },
  { id: 'postcode', pattern: String.raw`(?<!\d)[1-9]\d{5}(?!\d)`, flags: 'g' },
] as const;
