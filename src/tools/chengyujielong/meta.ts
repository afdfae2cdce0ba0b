import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'chengyujielong',
  name: { zh: '成语大全', en: 'Chinese Idiom Dictionary' },
  description: {
    zh: '收录 3 万余条成语，可用汉字、拼音或首字母查询，查看拼音、释义、出处与引例，并列出可以接龙的成语。',
    en: 'Over 30,000 Chinese idioms searchable by characters, pinyin or initials, with pinyin, meaning, source and the idioms that chain on.',
  },
  keywords: ['成语大全', '四字成语', '成语词典', '成语学习', '成语接龙', '成语查询', '释义', '出处'],
  category: 'education',
  order: 41,
  intro: {
    zh: [
      '成语大全收录 cnchar-idiom 的 30741 条成语，释义来自 cnchar-data，其中注明出处（语出《…》）与古籍引例。',
      '1、在搜索框输入成语、拼音或拼音首字母，打错一个字也能找到。',
      '2、点选成语查看带声调的拼音、释义，以及以它最后一个字开头、可以接龙的成语。',
    ],
    en: [
      'The Chinese Idiom Dictionary holds the 30,741 idioms of cnchar-idiom, with explanations from cnchar-data that name sources and quote classics.',
      '1. Type an idiom, its pinyin or initials; one wrong character still finds it.',
      '2. Pick an idiom for its toned pinyin, its meaning and the idioms that can follow it.',
    ],
  },
});
