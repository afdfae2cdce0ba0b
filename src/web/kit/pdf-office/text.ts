/** Character classes and joining rules for text taken out of a PDF (pure). */

/** Han, kana, Hangul, CJK punctuation and full-width forms: written without spaces between them. */
const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/;

export function isCjk(ch: string | undefined): boolean {
  return ch !== undefined && ch !== '' && CJK.test(ch);
}

/** CJK radicals some fonts map glyphs to, as the ideographs they stand for (Unicode's EquivalentUnifiedIdeograph). */
const RADICALS: Record<string, string> = Object.fromEntries(
  [
    '⺄乙',
    '⺆冂',
    '⺇几',
    '⺊卜',
    '⺌小',
    '⺍小',
    '⺎兀',
    '⺐尢',
    '⺒巳',
    '⺓幺',
    '⺔彑',
    '⺕彐',
    '⺖忄',
    '⺗心',
    '⺘扌',
    '⺙攵',
    '⺛旡',
    '⺝月',
    '⺞歺',
    '⺟母',
    '⺠民',
    '⺡氵',
    '⺢氺',
    '⺣灬',
    '⺤爫',
    '⺥爫',
    '⺦丬',
    '⺧牛',
    '⺨犭',
    '⺩王',
    '⺪疋',
    '⺫目',
    '⺬示',
    '⺭礻',
    '⺮竹',
    '⺯糸',
    '⺰纟',
    '⺲罒',
    '⺳罓',
    '⺴网',
    '⺶羊',
    '⺷羊',
    '⺹耂',
    '⺺肀',
    '⺻聿',
    '⺼月',
    '⺽臼',
    '⺾艹',
    '⺿艹',
    '⻀艹',
    '⻁虎',
    '⻂衤',
    '⻃覀',
    '⻄西',
    '⻅见',
    '⻆角',
    '⻈讠',
    '⻉贝',
    '⻊足',
    '⻋车',
    '⻌辶',
    '⻍辶',
    '⻎辶',
    '⻏阝',
    '⻐钅',
    '⻑長',
    '⻒镸',
    '⻓长',
    '⻔门',
    '⻖阝',
    '⻗雨',
    '⻘青',
    '⻙韦',
    '⻚页',
    '⻛风',
    '⻜飞',
    '⻝食',
    '⻟飠',
    '⻠饣',
    '⻢马',
    '⻣骨',
    '⻤鬼',
    '⻥鱼',
    '⻦鸟',
    '⻧卤',
    '⻨麦',
    '⻩黄',
    '⻪黾',
    '⻫斉',
    '⻬齐',
    '⻭歯',
    '⻮齿',
    '⻯竜',
    '⻰龙',
    '⻱龜',
    '⻲亀',
    '⻳龟',
  ].map((pair) => [pair[0], pair[1]]),
);

/**
 * A glyph's text as a reader expects it: Kangxi radicals, CJK compatibility ideographs and Latin ligatures
 * (what fonts' Unicode maps often give) as the ordinary characters, CJK radical forms as ideographs.
 * Full-width punctuation stays as it is.
 */
export function normaliseGlyph(text: string): string {
  if (!/[\u2e80-\u2fdf\uf900-\ufaff\ufb00-\ufb06]/.test(text)) return text;
  return [...text]
    .map((ch) => RADICALS[ch] ?? (/[\u2f00-\u2fdf\uf900-\ufaff\ufb00-\ufb06]/.test(ch) ? ch.normalize('NFKC') : ch))
    .join('');
}

/** Whether a space belongs between two pieces of text that were apart on the page (or on two lines). */
export function needsSpace(before: string, after: string): boolean {
  const a = before.at(-1);
  const b = after[0];
  if (a === undefined || b === undefined) return false;
  if (/\s/.test(a) || /\s/.test(b)) return false;
  return !isCjk(a) && !isCjk(b);
}

export type Joint = 'none' | 'space' | 'hyphen' | 'soft';

/**
 * How the next line joins the text before it in one paragraph: a word broken with a hyphen at the line
 * end is made whole ("conver-" + "sion" → "conversion"), a soft hyphen is dropped, Chinese lines join
 * without a space, other lines with one.
 */
export function lineJoint(before: string, after: string): Joint {
  const head = before.replace(/\s+$/, '');
  const tail = after.replace(/^\s+/, '');
  if (head === '' || tail === '') return 'none';
  if (head.endsWith('\u00ad')) return 'soft';
  // A letter, a hyphen, then a lower-case letter on the next line.
  if (/\p{Ll}[-\u2010]$/u.test(head) && /^\p{Ll}/u.test(tail)) return 'hyphen';
  return needsSpace(head, tail) ? 'space' : 'none';
}

export function joinLines(before: string, after: string): string {
  const head = before.replace(/\s+$/, '');
  const tail = after.replace(/^\s+/, '');
  const joint = lineJoint(head, tail);
  if (joint === 'soft' || joint === 'hyphen') return head.slice(0, -1) + tail;
  return joint === 'space' ? `${head} ${tail}` : head + tail;
}

/** Ends like a sentence (a paragraph that ends here is probably finished). */
export function endsSentence(text: string): boolean {
  return /[.!?。！？…:：;；)）"”』」]\s*$/.test(text);
}
