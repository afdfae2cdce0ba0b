import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'radical',
  name: { zh: '汉字偏旁', en: 'Chinese Radicals' },
  description: {
    zh: '输入汉字，查询它的部首、部首笔画、结构、总笔画和读音；也可按部首浏览含有该偏旁的所有汉字。',
    en: 'Look up a character’s radical, radical strokes, structure, total strokes and readings, or browse characters by radical.',
  },
  keywords: ['汉字偏旁', '偏旁部首', '部首查字', '偏旁查询', '按字查询偏旁', '汉字结构', '笔画'],
  category: 'education',
  order: 30,
  intro: {
    zh: [
      '汉字偏旁可以一次查询多个汉字的部首、部首笔画数、字形结构（左右、上下、独体等）、总笔画和全部读音。',
      '1、在输入框输入一个或多个汉字，结果逐字显示；多音字会列出所有读音。',
      '2、在“按部首查字”中点选部首，列出所有含有该部首的汉字，点一个字即可查看详情。',
    ],
    en: [
      'Chinese Radicals looks up several characters at once: radical, its stroke count, structure, total strokes and every reading.',
      '1. Type one or more characters; characters with several readings list them all.',
      '2. Under “Characters by radical”, pick a radical to list its characters and tap one for details.',
    ],
  },
});
