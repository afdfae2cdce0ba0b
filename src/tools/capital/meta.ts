import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'capital',
  name: { zh: '各国首都', en: 'World Capitals' },
  description: {
    zh: '查询世界 194 个国家的首都，中英文对照，可按国家或首都的中文、拼音、英文搜索，也可按大洲浏览。',
    en: 'The capitals of 194 countries in Chinese and English: search by country or capital in Chinese, pinyin or English, or browse by continent.',
  },
  keywords: [
    '各国首都',
    '首都',
    '世界各国',
    '全球首都',
    '美国首都',
    '英国首都',
    '日本首都',
    '各国英文名',
    '欧洲各国',
    '亚洲各国',
  ],
  category: 'education',
  order: 52,
  added: '2026-11-23',
  intro: {
    zh: [
      '各国首都收录世界 194 个独立国家的首都，国名和首都都有中文和英文，南非等有多个首都的国家会全部列出并注明分工。',
      '1、在搜索框输入国家或首都，支持中文、拼音、拼音首字母和英文，例如“日本”“dongjing”“Paris”。',
      '2、不输入时可以按亚洲、欧洲、非洲、美洲、大洋洲浏览。',
    ],
    en: [
      'World Capitals lists the capitals of 194 independent countries, with country and capital in Chinese and English; countries with several capitals, such as South Africa, show all of them and what each is for.',
      '1. Type a country or capital in Chinese, pinyin, initials or English, such as 日本, dongjing or Paris.',
      '2. With an empty box, browse by continent.',
    ],
  },
});
