/** The dictionaries of 汉字标准发音, loaded on first use (pinyin-pro and cnchar-poly's phrase list). */
import type { Engines } from './hanzifayin.js';

let loading: Promise<Engines> | undefined;

export function loadEngines(): Promise<Engines> {
  loading ??= Promise.all([import('pinyin-pro'), import('cnchar-poly')]).then(([pp, poly]) => {
    const dict = (poly.default as unknown as { dict: { phrases: Record<string, string> } }).dict;
    return {
      inContext: (text) => pp.pinyin(text, { type: 'array' }),
      readings: (char) => pp.polyphonic(char, { type: 'array' })[0] ?? [],
      numbered: (syllable) => pp.convert(syllable, { format: 'symbolToNum' }) as string,
      phrases: dict.phrases,
    };
  });
  return loading;
}
