/**
 * 随机网名: nicknames put together at random from our own word lists (written for this tool, 2026-11-23).
 * Nothing here is looked up: every name is a random combination, and the page says so.
 */
import { pickOne, type RandomWords } from '../../common/random.js';

export const STYLES = ['literary', 'cute', 'cool'] as const;
export type Style = (typeof STYLES)[number];

/** Two-character images of nature and everyday poetry. */
const SCENES = [
  '晚风',
  '星河',
  '山海',
  '清风',
  '明月',
  '浮云',
  '落日',
  '远山',
  '春水',
  '秋叶',
  '初雪',
  '晨光',
  '微雨',
  '长街',
  '孤舟',
  '烟火',
  '花影',
  '竹林',
  '松涛',
  '海棠',
  '梨花',
  '青柠',
  '北岛',
  '南风',
  '暮色',
  '旧梦',
  '长安',
  '江南',
  '流年',
  '白鹭',
  '萤火',
  '银河',
  '云朵',
  '月光',
  '鲸落',
  '雾岛',
  '橘子海',
  '星野',
  '枕月',
  '听雨',
];
const MOODS = [
  '温柔的',
  '安静的',
  '慢慢的',
  '远方的',
  '迷路的',
  '发光的',
  '不眠的',
  '微醺的',
  '自由的',
  '孤独的',
  '清醒的',
  '透明的',
  '热烈的',
  '晴天的',
  '散落的',
  '未寄出的',
  '偷偷的',
  '勇敢的',
];
const CUTE_HEADS = ['小', '阿', '糯', '甜', '软', '胖', '萌'];
const CUTE_THINGS = [
  '橘子',
  '团子',
  '布丁',
  '奶糖',
  '汤圆',
  '柚子',
  '桃子',
  '饼干',
  '泡芙',
  '豆包',
  '年糕',
  '芋圆',
  '兔叽',
  '熊猫',
  '喵喵',
  '鸭鸭',
  '企鹅',
  '仓鼠',
  '草莓',
  '西瓜',
  '芒果',
  '椰子',
  '栗子',
  '可乐',
];
const CUTE_TAILS = ['酱', '君', '崽', '宝', '球', '吖', '呀'];
const COOL_HEADS = ['夜', '风', '孤', '冷', '野', '烈', '墨', '寒', '影', '霜', '刃', '狼'];
const COOL_TAILS = [
  '行者',
  '独行',
  '无声',
  '如霜',
  '未眠',
  '归途',
  '不归',
  '长歌',
  '听风',
  '问剑',
  '过客',
  '追光',
  '破晓',
  '逐浪',
  '踏雪',
  'seven',
  '无名',
];

export const MAX_NICKS = 30;

function one(style: Style, words?: RandomWords): string {
  const pick = <T>(list: readonly T[]) => pickOne(list, words);
  if (style === 'literary') {
    const form = pick([0, 1, 2]);
    if (form === 0) return pick(MOODS) + pick(SCENES);
    if (form === 1) return pick(SCENES) + pick(SCENES);
    return `${pick(SCENES)}与${pick(SCENES)}`;
  }
  if (style === 'cute') {
    const form = pick([0, 1, 2]);
    if (form === 0) return pick(CUTE_HEADS) + pick(CUTE_THINGS);
    if (form === 1) return pick(CUTE_THINGS) + pick(CUTE_TAILS);
    return `${pick(CUTE_HEADS)}${pick(CUTE_THINGS)}${pick(CUTE_TAILS)}`;
  }
  return pick(COOL_HEADS) + pick(COOL_TAILS);
}

/** `count` distinct nicknames of the style; a combination whose two halves repeat a word (星河星河) is skipped. */
export function makeNicks(style: Style, count: number, words?: RandomWords): string[] {
  const n = Math.max(1, Math.min(MAX_NICKS, Math.floor(count) || 1));
  const out = new Set<string>();
  for (let tries = 0; out.size < n && tries < n * 50; tries++) {
    const nick = one(style, words);
    if (/^(.{2,3})(与)?\1$/u.test(nick)) continue;
    out.add(nick);
  }
  return [...out];
}

/** How many different names a style can give (for the page's honesty note and the tests). */
export function combinations(style: Style): number {
  if (style === 'literary') return MOODS.length * SCENES.length + SCENES.length * SCENES.length * 2;
  if (style === 'cute')
    return CUTE_THINGS.length * (CUTE_HEADS.length + CUTE_TAILS.length + CUTE_HEADS.length * CUTE_TAILS.length);
  return COOL_HEADS.length * COOL_TAILS.length;
}
