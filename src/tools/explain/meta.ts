import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'explain',
  name: { zh: '词语注解', en: 'Word Explanations' },
  description: {
    zh: '输入词语查看拼音和各项释义，收录约 27.8 万个词语；输入一两个字还能列出以它们开头的词语。',
    en: 'Type a Chinese word to see its pinyin and each of its senses, from about 278,000 words; type one or two characters to list the words that begin with them.',
  },
  keywords: [
    '词语注解',
    '词语注解大全',
    '词语解释',
    '词语学习',
    '词典',
    '查词',
    '释义',
    '汉语词典',
    '古汉语',
    '词语拼音',
  ],
  category: 'education',
  order: 60,
  added: '2026-11-28',
  intro: {
    zh: [
      '词语注解收录约 27.8 万个汉语词语的释义，数据来自开源词典数据 cnchar-data，多义词按义项逐条列出，并标注拼音。',
      '1、在搜索框输入要查的词语，例如“明白”“踌躇”，释义会自动显示。',
      '2、只输入开头的一两个字，可以看到以它们开头的词语，点击即可查看。',
    ],
    en: [
      'Word Explanations holds the explanations of about 278,000 Chinese words from the open dictionary data cnchar-data, each sense on its own line, with the pinyin.',
      '1. Type a word such as 明白 or 踌躇 and its senses appear.',
      '2. Type only the first character or two to see the words that begin with them, and click one to look it up.',
    ],
  },
});
