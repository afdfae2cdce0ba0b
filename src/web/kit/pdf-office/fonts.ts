/**
 * The fonts a converted document asks for: ones Word and WPS have on Windows and macOS, chosen by the
 * kind of face the PDF used (serif / sans / mono; Song, Hei, Kai, FangSong for Chinese). Pure.
 */

export interface FontChoice {
  /** Latin text. */
  latin: string;
  /** Chinese text (Word's eastAsia font). */
  eastAsia: string;
  /** CSS stack for HTML. */
  css: string;
}

const SONG: FontChoice = {
  latin: 'Times New Roman',
  eastAsia: '宋体',
  css: '"Times New Roman", "Songti SC", SimSun, "Noto Serif CJK SC", serif',
};
const HEI: FontChoice = {
  latin: 'Arial',
  eastAsia: '微软雅黑',
  css: 'Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
};
const KAI: FontChoice = { latin: 'Times New Roman', eastAsia: '楷体', css: '"Times New Roman", KaiTi, STKaiti, serif' };
const FANGSONG: FontChoice = {
  latin: 'Times New Roman',
  eastAsia: '仿宋',
  css: '"Times New Roman", FangSong, STFangsong, serif',
};
const MONO: FontChoice = { latin: 'Courier New', eastAsia: '宋体', css: '"Courier New", Menlo, Consolas, monospace' };

/** The face for a PDF font name (subset prefix already removed). */
export function chooseFont(pdfFont: string): FontChoice {
  const n = pdfFont.toLowerCase();
  if (/kai|楷/.test(n)) return KAI;
  if (/fangsong|仿宋/.test(n)) return FANGSONG;
  if (/mono|courier|consol|menlo|code/.test(n)) return MONO;
  if (
    /serif(?!.*sans)|song|sun|ming|times|roman|georgia|cambria|garamond|book|minion|palatino|宋|明/.test(n) &&
    !/sans/.test(n)
  )
    return SONG;
  return HEI;
}
