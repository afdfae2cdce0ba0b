import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'naming',
  name: { zh: '取名字', en: 'Chinese Name Ideas' },
  description: {
    zh: '输入姓氏，按性别偏好、单名或双名、诗经楚辞唐诗风格取名字，每个名字附拼音、出处诗句和每个字的字义参考。',
    en: 'Name ideas for a surname by gender preference, one or two characters and the style of the Book of Songs, the Songs of Chu or Tang poems, each with its pinyin, the poem line it comes from and what each character means.',
  },
  keywords: [
    '取名字',
    '取名',
    '起名',
    '宝宝取名',
    '中国名',
    '华夏取名',
    '中国姓氏',
    '诗经取名',
    '楚辞取名',
    '名字寓意',
    '单名',
    '双名',
  ],
  category: 'life',
  order: 40,
  added: '2026-11-28',
  intro: {
    zh: [
      '取名字从《诗经》《楚辞》和唐诗名篇的真实诗句中挑字组成名字，名字的字都出自同一句诗，并列出以每个字开头的常用词语及释义，帮助理解字义。',
      '1、输入姓氏（支持“欧阳”等复姓），选择性别偏好、单名或双名和风格出处。',
      '2、点“取名字”生成一批名字，每个名字显示拼音、出处诗句（名字用字已标出）和字义参考；不满意可以换一批。',
      '3、名字是随机组合的，不做测名打分，请结合字义和读音自行挑选。',
    ],
    en: [
      'Chinese Name Ideas picks the characters of a name from one real line of the Book of Songs, the Songs of Chu or well-known Tang poems, and lists common words that begin with each character, with their explanations, to show what it means.',
      '1. Type a surname (compound ones such as 欧阳 too) and choose a gender preference, one or two characters and a style.',
      '2. Press the button for a batch of names, each with its pinyin, the poem line with its characters marked and the meanings; ask for more as often as you like.',
      '3. Names are combined at random with no name scoring: choose by meaning and sound yourself.',
    ],
  },
});
