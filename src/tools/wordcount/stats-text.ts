import { format } from '../../common/messages.js';
import type { TextCounts } from './wordcount.js';
import type { WordcountMessages } from './messages.js';

/** Labels the copied summary uses (the page passes its own language's). */
export interface StatsLabels {
  total: string;
  chineseChars: string;
  chinesePunctuation: string;
  otherCjkChars: string;
  englishWords: string;
  digits: string;
  punctuation: string;
  charsNoSpaces: string;
  charsWithSpaces: string;
  linesParagraphs: string;
}

/** A plain-text summary of the counts, one "label：value" a line, for the clipboard. */
export function statsText(c: TextCounts, labels: StatsLabels, colon = '：'): string {
  const rows: [string, string | number][] = [
    [labels.total, c.total],
    [labels.chineseChars, c.chineseChars],
    [labels.chinesePunctuation, c.chinesePunctuation],
    ...(c.otherCjkChars > 0 ? [[labels.otherCjkChars, c.otherCjkChars] as [string, number]] : []),
    [labels.englishWords, c.englishWords],
    [labels.digits, c.digits],
    [labels.punctuation, c.punctuation],
    [labels.charsNoSpaces, c.charsNoSpaces],
    [labels.charsWithSpaces, c.charsWithSpaces],
    [labels.linesParagraphs, `${c.lines}/${c.paragraphs}`],
  ];
  return rows.map(([label, value]) => `${label}${colon}${value}`).join('\n');
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The live figures: 字数 as the headline (with how it adds up), then the details. */
export function statCards(c: TextCounts, m: WordcountMessages) {
  const parts: [string, number][] = [
    [m.chineseChars, c.chineseChars],
    [m.chinesePunctuation, c.chinesePunctuation],
    ...(c.otherCjkChars > 0 ? [[m.otherCjkChars, c.otherCjkChars] as [string, number]] : []),
    [m.englishWords, c.englishWords],
    [m.digits, c.digits],
  ];
  return {
    headline: {
      id: 'wc-total',
      label: m.total,
      value: fmt(c.total),
      detail: parts.map(([l, v]) => `${l} ${fmt(v)}`).join(' + '),
    },
    stats: [
      { id: 'chinese', label: m.chineseChars, value: fmt(c.chineseChars), accent: 'orange' as const },
      { id: 'english', label: m.englishWords, value: fmt(c.englishWords), accent: 'blue' as const },
      { id: 'digits', label: m.digits, value: fmt(c.digits), hint: m.digitsHint, accent: 'green' as const },
      {
        id: 'punctuation',
        label: m.punctuation,
        value: fmt(c.punctuation),
        hint: format(m.punctuationSplit, { cn: fmt(c.chinesePunctuation), west: fmt(c.westernPunctuation) }),
        accent: 'violet' as const,
      },
      {
        id: 'chars-no-spaces',
        label: m.charsNoSpaces,
        value: fmt(c.charsNoSpaces),
        hint: c.emoji > 0 ? format(m.emojiHint, { n: fmt(c.emoji) }) : undefined,
        accent: 'sky' as const,
      },
      { id: 'chars-with-spaces', label: m.charsWithSpaces, value: fmt(c.charsWithSpaces), accent: 'slate' as const },
      {
        id: 'lines',
        label: m.linesParagraphs,
        value: `${fmt(c.lines)} / ${fmt(c.paragraphs)}`,
        accent: 'rust' as const,
      },
    ],
  };
}
