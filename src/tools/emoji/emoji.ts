/**
 * 文本颜艺: Unicode emoji (names and keywords from emojibase-data 17, MIT, in Chinese and English) and our own
 * list of kaomoji (颜文字) by mood. Pure: the page loads the two emojibase files and merges them here.
 */

/** An entry of emojibase-data's `compact.json`. */
export interface CompactEmoji {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: string[];
  emoticon?: string | string[];
}

export interface Emoji {
  char: string;
  zh: string;
  en: string;
  zhTags: string[];
  enTags: string[];
  group: number;
  order: number;
}

/** emojibase's groups, in its order; 2 (components: skin tones, hair) is left out, it is not an emoji to send. */
export const GROUPS = [0, 1, 3, 4, 5, 6, 7, 8, 9] as const;
const COMPONENT = 2;

/** Joins the Chinese and English files by code point; drops components and entries without a group. */
export function mergeEmoji(zh: readonly CompactEmoji[], en: readonly CompactEmoji[]): Emoji[] {
  const english = new Map(en.map((e) => [e.hexcode, e]));
  const out: Emoji[] = [];
  for (const z of zh) {
    if (z.group === undefined || z.group === COMPONENT) continue;
    const e = english.get(z.hexcode);
    out.push({
      char: z.unicode,
      zh: z.label,
      en: e?.label ?? '',
      zhTags: z.tags ?? [],
      enTags: e?.tags ?? [],
      group: z.group,
      order: z.order ?? 0,
    });
  }
  return out.sort((a, b) => a.order - b.order);
}

/**
 * Searched by the Chinese name, the English name and the first keywords of both languages: a few keywords
 * each keep the typo-tolerant pass quick on phones (bench/lookup.bench.ts).
 */
export const emojiKeys = (e: Emoji) => [e.zh, e.en, ...e.zhTags.slice(0, 4), ...e.enTags.slice(0, 2)];

export async function loadEmoji(): Promise<Emoji[]> {
  const [zh, en] = await Promise.all([
    import('emojibase-data/zh/compact.json'),
    import('emojibase-data/en/compact.json'),
  ]);
  return mergeEmoji(zh.default as CompactEmoji[], en.default as CompactEmoji[]);
}

export const MOODS = ['happy', 'love', 'sad', 'angry', 'surprised', 'shy', 'helpless', 'greet', 'animal'] as const;
export type Mood = (typeof MOODS)[number];

/** Our own selection of widely shared kaomoji (text faces); the grouping by mood is ours. */
export const KAOMOJI: Record<Mood, readonly string[]> = {
  happy: [
    '(＾▽＾)',
    '(*^▽^*)',
    'ヽ(✿ﾟ▽ﾟ)ノ',
    '(๑•̀ㅂ•́)و✧',
    '(≧∇≦)ﾉ',
    'o(*￣▽￣*)ブ',
    '(ﾉ◕ヮ◕)ﾉ*:･ﾟ✧',
    '٩(◕‿◕｡)۶',
    '(^_^)v',
    '(￣▽￣)~*',
  ],
  love: ['(♥ω♥*)', '(づ￣3￣)づ╭❤～', '(｡♥‿♥｡)', '(*/ω＼*)', '(´▽`ʃ♡ƪ)', '♡(ˆ⌣ˆԅ)', '(っ´▽`)っ♡', '(灬ºωº灬)♡'],
  sad: ['(╥﹏╥)', '(T_T)', '(；′⌒`)', '(ಥ_ಥ)', '(っ˘̩╭╮˘̩)っ', '(´；ω；`)', 'o(╥﹏╥)o', '(｡•́︿•̀｡)'],
  angry: ['(╯°□°）╯︵ ┻━┻', '(╬▔皿▔)╯', '(`へ´)', '(＃°Д°)', 'ヽ(`Д´)ﾉ', '(¬_¬")', '(ノ｀Д´)ノ', '(⊙x⊙;)'],
  surprised: ['(⊙ˍ⊙)', 'Σ(っ °Д °;)っ', '(°ー°〃)', 'w(ﾟДﾟ)w', '(O_O)', '(゜ロ゜)', '∑(O_O；)', '(ﾟДﾟ≡ﾟдﾟ)!?'],
  shy: ['(*/ω＼*)', '(⁄ ⁄•⁄ω⁄•⁄ ⁄)', '(〃▽〃)', '(,,•́ . •̀,,)', '(*ﾉωﾉ)', '(#^.^#)', '(๑•́ ₃ •̀๑)', '(｡>﹏<｡)'],
  helpless: ['┑(￣Д ￣)┍', '¯\\_(ツ)_/¯', '╮(╯▽╰)╭', '(ー_ー)!!', '(￣_￣|||)', '(－‸ლ)', '_(:з」∠)_', '(ˉ▽ˉ；)...'],
  greet: ['(｡･ω･)ﾉﾞ', 'ヾ(•ω•`)o', '(^_^)/', '(￣▽￣)ゞ', 'ヾ(＾∇＾)', '(*・ω・)ﾉ', 'm(_ _)m', '(｀・ω・´)ゞ'],
  animal: ['(=^･ω･^=)', 'ฅ^•ﻌ•^ฅ', '(・(ｪ)・)', 'U•ᴥ•U', '(◕ᴥ◕)', '/ᐠ｡ꞈ｡ᐟ\\', 'ʕ•ᴥ•ʔ', '<(")'],
};
