import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'jielong',
  name: { zh: '成语接龙', en: 'Idiom Chain' },
  description: {
    zh: '输入一个成语开始接龙：可同字接龙或同音接龙，自动接出一串成语，也可以自己接，列出所有能接上的成语。',
    en: 'Start an idiom chain by same character or same sound; auto-chain a run of idioms or play yourself, with every idiom that fits.',
  },
  keywords: ['成语接龙', '成语接龙查询器', '四字成语接龙', '成语接龙大全', '成语接龙游戏', '相连成语'],
  category: 'education',
  order: 40,
  intro: {
    zh: [
      '成语接龙：下一个成语的第一个字要和上一个成语的最后一个字相同（同字接龙），或读音相同、不论声调（同音接龙）。',
      '1、输入一个成语，点“开始接龙”。',
      '2、点“自动接龙”一次接出多条，或在“轮到你”里自己接；列表给出所有能接上的成语，点一下就能接。',
    ],
    en: [
      'In an idiom chain each idiom starts with the last character of the one before (same character), or with the same sound, tones ignored.',
      '1. Type an idiom and start.',
      '2. Auto-chain several at once, or add your own; the list shows every idiom that fits, tap one to add it.',
    ],
  },
});
