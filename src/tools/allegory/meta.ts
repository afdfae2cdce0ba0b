import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'allegory',
  name: { zh: '歇后语', en: 'Xiehouyu Sayings' },
  description: {
    zh: '收录 1.3 万余条歇后语，可按前半句或答案查询（汉字、拼音、首字母均可），也能随机来一条猜猜看。',
    en: 'Over 13,000 two-part sayings (歇后语), searchable by either half in characters, pinyin or initials, with a random guessing game.',
  },
  keywords: ['歇后语', '歇后语大全', '歇后语查询', '经典歇后语', '歇后语大全及答案', '常用歇后语'],
  category: 'education',
  order: 42,
  intro: {
    zh: [
      '歇后语由前后两部分组成：前半句像谜面，后半句像谜底。本工具收录 cnchar-xhy 的 1.3 万余条歇后语。',
      '1、输入前半句或答案中的字词，支持拼音和首字母，打错一个字也能找到。',
      '2、点“随机来一条”先猜后半句，再点“看答案”。',
    ],
    en: [
      'A xiehouyu has two parts: the first is like a riddle and the second its punchline. This tool holds the 13,000+ sayings of cnchar-xhy.',
      '1. Type words of either half, in characters, pinyin or initials.',
      '2. Tap “Random one”, guess the second half, then show the answer.',
    ],
  },
});
