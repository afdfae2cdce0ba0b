/**
 * Readings pinyin-pro's phrase dictionary gets wrong in common words (checked against the 现代汉语词典
 * readings; our own list, November 2026). Applied over pinyin-pro's answer wherever the phrase occurs,
 * without touching pinyin-pro's global dictionary (other tools in the same process use it).
 */
export const PHRASE_READINGS: Record<string, string> = {
  还书: 'huan2 shu1',
  还钱: 'huan2 qian2',
  还给: 'huan2 gei3',
  归还: 'gui1 huan2',
  数一数: 'shu3 yi5 shu3',
  数数: 'shu3 shu3',
  背着: 'bei1 zhe5',
  背包: 'bei1 bao1',
  背书包: 'bei1 shu1 bao1',
  好好: 'hao3 hao3',
  得早: 'dei3 zao3',
  得赶紧: 'dei3 gan3 jin3',
  有空: 'you3 kong4',
  没空: 'mei2 kong4',
  空调: 'kong1 tiao2',
  调到: 'tiao2 dao4',
  调节: 'tiao2 jie2',
  调整: 'tiao2 zheng3',
  时候: 'shi2 hou5',
  明白: 'ming2 bai5',
  这个地方: 'zhe4 ge5 di4 fang5',
  什么地方: 'shen2 me5 di4 fang5',
  哪个地方: 'na3 ge5 di4 fang5',
};

/** Overwrites the syllables of `chars` (one per character) where a listed phrase occurs. */
export function applyPhrases(chars: string[], syllables: string[]): string[] {
  const out = [...syllables];
  const text = chars.join('');
  for (const [phrase, reading] of Object.entries(PHRASE_READINGS)) {
    const readings = reading.split(' ');
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      // indexOf counts UTF-16 units; the phrases are all in the Basic Multilingual Plane, like the runs they match.
      readings.forEach((r, i) => (out[at + i] = r));
    }
  }
  return out;
}
