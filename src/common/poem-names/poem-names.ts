/**
 * Given names drawn at random from real lines of 诗经, 楚辞 and well-known Tang poems (poem-lines.txt,
 * extracted from chinese-poetry 2.0.1, MIT, by scripts/extract-poem-lines.ts); shared by 古诗词取名
 * (makename) and 取名字 (naming).
 * Both characters come from one line (any two of its usable characters, kept in the line's order), and the
 * line, poem, author and dynasty are shown with the name. Nothing is scored or "analysed": the picks are
 * random, and the page says so.
 */
import { cryptoWords, randomInt, type RandomWords } from '../random.js';

export const SOURCES = ['all', 'shijing', 'chuci', 'tang'] as const;
export type Source = (typeof SOURCES)[number];
export const GENDERS = ['any', 'boy', 'girl'] as const;
export type Gender = (typeof GENDERS)[number];
export const MAX_NAMES = 12;

export interface PoemLine {
  text: string;
  title: string;
  author: string;
  dynasty: string;
  source: Exclude<Source, 'all'>;
}

/** Parses data/poem-lines.txt: `#` comments, `@title<TAB>author<TAB>dynasty` poem heads, then its lines. */
export function parsePoemLines(text: string): PoemLine[] {
  const lines: PoemLine[] = [];
  let head: Omit<PoemLine, 'text'> | null = null;
  for (const [i, raw] of text.split('\n').entries()) {
    const row = raw.trim();
    if (!row || row.startsWith('#')) continue;
    if (row.startsWith('@')) {
      const [title, author = '', dynasty = ''] = raw.slice(1).split('\t');
      const source = title.startsWith('诗经·') ? 'shijing' : title.startsWith('楚辞·') ? 'chuci' : 'tang';
      head = { title, author: author.trim(), dynasty: dynasty.trim(), source };
    } else if (head) lines.push({ ...head, text: row });
    else throw new Error(`poem-lines.txt line ${i + 1}: a line before any poem head`);
  }
  return lines;
}

export async function loadPoemLines(): Promise<NameIndex> {
  const { default: text } = await import('./poem-lines.txt?raw');
  return buildIndex(parsePoemLines(text));
}

/**
 * Characters never used in a name: bad or gloomy meanings (death, illness, grief, crime, ruin, insults),
 * pronouns and grammatical particles that read as filler, and small numbers. Our own list, kept short on
 * purpose: the rarity rule below removes most other odd picks.
 */
export const STOP_CHARS = new Set(
  [
    '死亡病疾苦悲哀愁怨恨忧伤泣哭泪丧杀戮凶恶祸灾贼盗奸淫妒毒鬼魔尸骨坟墓葬孤寡贫穷饥衰朽腐败残破乱虐',
    '狗猪鼠虫蛇粪屎尿血痛罪刑囚狱奴婢妾娼妓蠢愚痴呆拙废弃失哉兮矣焉乎者也之其而以于於不无莫勿非曰尔汝',
    '我吾余予彼此是斯维惟亦且乃则虽何所与为尚犹即既或若乎夫然焉耶邪欤兮二三四五六七八九',
    '老寒暮薄虚空怒惧惊骇慨叹嗟呜咽啼号忿戚惨凄酸狂醉迷蛮夷戎狄胡哭吊祭亏逝灭败恐畏迫',
  ]
    .join('')
    .split(''),
);

/** A character must occur in at least this many lines of the data: a simple guard against rare characters. */
export const MIN_LINES = 3;

/** Characters often chosen for boys' and for girls' names (our own lists; a preference, not a rule). */
const BOY = new Set(
  '远峰山岳海江川天龙鹏鹤松柏竹志浩宏伟刚毅勇武文德仁义礼智信明光辉阳昭晖旭修弘扬飞翔骏驰启承泽霖林森君安平正良贤俊英杰豪雄锐锋卓超凌霄轩涛澜舟行羽骐骥驹嘉禾田乔章彦朗'.split(
    '',
  ),
);
const GIRL = new Set(
  '婉淑静雅芳兰蕙芷荷莲梅月雪云霞瑶琴瑟玉珠翠黛蓉萱薇桃柳花春柔美丽妍秀晴露清宁娴姝佩环绮锦绣彩鸾凤燕莺蝶采芝菁茵蘅依卿心怡思语歌舞诗韵馨香芬菲苹嘉华容颜姣好'.split(
    '',
  ),
);
/**
 * Other characters that read well in a given name (our own list of common, positive name characters).
 * A name uses only characters of this list or the two above, so particles and plain verbs of the line
 * (有, 其, 言) are skipped even when they are not bad words.
 */
const NAME_CHARS = new Set(
  [
    ...BOY,
    ...GIRL,
    ...'晨曦朝夕星辰日霁雨霏风岚烟波涟漪泉溪湘沅潇洛汉淇渭沧浪湖洲渚汀洋源深澄洁泓溶瀚沛润涵',
    ...'青碧苍翠丹朱紫素白黄绿蓝红彤金银琼瑾瑜璋琳琅璇玑珍宝璧珂琦瑞祥福禄寿康乐欣喜悦怡和顺',
    ...'春夏秋冬岁长永久恒新初元南高遥悠逸闲适舒徐缓静谧穆肃敬恭谦让诚',
    ...'笃实真纯朴端庄正直清明哲睿聪慧敏捷颖悟知识学书画墨砚笙箫笛琴鼓钟磬歌咏吟颂赋诗词章',
    ...'松柏桐梧杨榆樟桂椿楠枫槐杏李梨棠桑梓苇蒹葭荇藻蘋蓼葵菊茉莉芙蕖萍蓬茂盛荣繁华实秀英蕊',
    ...'鸿雁鹤鹭鸥凤凰麟骐骥骏鹿鱼龙鸣飞翔翩翱游行达通济兴盛昌隆泰宁安定靖康',
    ...'仁义礼智信忠孝悌德道仪容行心志意情思念怀望想梦希冀愿',
    ...'君卿士子彦俊杰贤良善美嘉佳好妙丽雅韶婧嫣婷娟媛姿',
    ...'光明朗照耀灿烂辉煌炳焕晓曙旦昕晞暄暖熙融温煦炎',
  ].filter((ch) => /^[\u4e00-\u9fa5]$/u.test(ch)),
);

export interface IndexedLine extends PoemLine {
  /** Positions in `text` of the characters a name may use. */
  usable: number[];
}
export interface NameIndex {
  lines: IndexedLine[];
  /** How many distinct characters passed the rules (for the page's note). */
  characters: number;
}

const HAN = /^[\u4e00-\u9fa5]$/u;

export function buildIndex(lines: PoemLine[]): NameIndex {
  const seen = new Map<string, number>();
  for (const l of lines) for (const ch of new Set(l.text)) seen.set(ch, (seen.get(ch) ?? 0) + 1);
  const ok = (ch: string) =>
    HAN.test(ch) && NAME_CHARS.has(ch) && !STOP_CHARS.has(ch) && (seen.get(ch) ?? 0) >= MIN_LINES;
  const chars = new Set<string>();
  const indexed: IndexedLine[] = [];
  for (const l of lines) {
    const usable = [...l.text].flatMap((ch, i) => (ok(ch) ? [i] : []));
    if (new Set(usable.map((i) => [...l.text][i])).size < 2) continue;
    usable.forEach((i) => chars.add([...l.text][i]));
    indexed.push({ ...l, usable });
  }
  return { lines: indexed, characters: chars.size };
}

export type SurnameCheck = { ok: true; surname: string } | { ok: false; reason: 'empty' | 'notHan' | 'tooLong' };

/** A surname is one or two Chinese characters (复姓 such as 欧阳 are two); spaces around it are ignored. */
export function checkSurname(input: string): SurnameCheck {
  const s = input.replace(/\s+/gu, '');
  if (!s) return { ok: false, reason: 'empty' };
  if (![...s].every((ch) => /\p{Script=Han}/u.test(ch))) return { ok: false, reason: 'notHan' };
  if ([...s].length > 2) return { ok: false, reason: 'tooLong' };
  return { ok: true, surname: s };
}

export interface PoemName {
  /** Surname + given name. */
  name: string;
  given: string;
  line: string;
  /** Positions of the given-name characters in `line` (in the line's order). */
  marks: number[];
  title: string;
  author: string;
  dynasty: string;
}

export interface NameRequest {
  surname: string;
  gender: Gender;
  source: Source;
  count: number;
  /** Characters of the given name: 2 (default) or 1 (单名). */
  length?: 1 | 2;
}

/**
 * `count` different names (fewer if the data cannot give that many). Each: a random line of the chosen
 * source, then two different usable characters of it (one for 单名), none equal to a surname character;
 * with a gender preference one of them comes from that gender's list.
 */
export function makeNames(index: NameIndex, req: NameRequest, words: RandomWords = cryptoWords): PoemName[] {
  const surname = [...req.surname];
  const n = Math.max(1, Math.min(MAX_NAMES, Math.floor(req.count) || 1));
  const prefer = req.gender === 'boy' ? BOY : req.gender === 'girl' ? GIRL : null;
  const pool = index.lines.filter((l) => req.source === 'all' || l.source === req.source);
  const out = new Map<string, PoemName>();
  for (let tries = 0; out.size < n && tries < n * 60 && pool.length; tries++) {
    const l = pool[randomInt(0, pool.length - 1, words)];
    const chars = [...l.text];
    const usable = l.usable.filter((i) => !surname.includes(chars[i]));
    const first = prefer ? usable.filter((i) => prefer.has(chars[i])) : usable;
    if (!first.length) continue;
    const a = first[randomInt(0, first.length - 1, words)];
    let marks = [a];
    if (req.length !== 1) {
      const rest = usable.filter((i) => chars[i] !== chars[a]);
      if (!rest.length) continue;
      const b = rest[randomInt(0, rest.length - 1, words)];
      marks = a < b ? [a, b] : [b, a];
    }
    const given = marks.map((i) => chars[i]).join('');
    if (out.has(given)) continue;
    out.set(given, {
      name: req.surname + given,
      given,
      line: l.text,
      marks,
      title: l.title,
      author: l.author,
      dynasty: l.dynasty,
    });
  }
  return [...out.values()];
}

/** The line cut into plain and marked pieces, for showing the two name characters highlighted. */
export function markLine(line: string, marks: readonly number[]): { text: string; mark: boolean }[] {
  return [...line].map((ch, i) => ({ text: ch, mark: marks.includes(i) }));
}
