import type { TextCounts } from './wordcount.js';

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
