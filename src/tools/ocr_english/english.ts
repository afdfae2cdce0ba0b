/** 英语识别: recognised lines written as English text (pure). */
import { halfWidth } from '../../web/kit/ocr/fields.js';

const CN_PUNCTUATION: Record<string, string> = {
  '，': ', ',
  '。': '. ',
  '、': ', ',
  '；': '; ',
  '：': ': ',
  '？': '? ',
  '！': '! ',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '（': ' (',
  '）': ') ',
};

/**
 * A line as English is written: Chinese and full-width punctuation as ASCII (a space after a Chinese
 * colon or comma), no space before , . ; : ? ! ) and one after , ; : ? ! before a letter (and after a full
 * stop before a capital: 3.50 and 3:30 stay), single spaces.
 */
export function englishLine(text: string): string {
  return halfWidth(text.replace(/[，。、；：？！“”‘’（）]/g, (c) => CN_PUNCTUATION[c]!))
    .replace(/\s+([,.;:?!)])/g, '$1')
    .replace(/([,;:?!])(?=[A-Za-z(])/g, '$1 ')
    .replace(/\.(?=[A-Z])/g, '. ')
    .replace(/\(\s+/g, '(')
    .replace(/([,;:?!.])\s+(?=[,;:?!.)])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
