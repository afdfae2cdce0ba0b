import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'startupname',
  name: { zh: '英文创业公司/项目名生成', en: 'Startup & Project Name Generator' },
  description: {
    zh: '随机生成英文公司名、产品名和项目代号：合成词、组合词或 Project 代号三种风格，可加入自己的关键词，点一下复制。',
    en: 'Random English names for a company, product or project: blends, compounds or Project code names, around your own keyword if you like.',
  },
  keywords: ['英文创业公司名', '项目名', '英文名', '取名', '公司名生成', '产品名', '项目代号', '英文名称'],
  category: 'life',
  order: 66,
  added: '2026-11-23',
  intro: {
    zh: [
      '英文创业公司/项目名生成用本站自编的英文词根、后缀和单词随机拼出名字，给新公司、新产品或内部项目找灵感。',
      '1、选择风格：合成词（Novaly、Fluxio）、组合词（BrightHarbor、Atlas Labs）或项目代号（Project Titan）。',
      '2、可以输入一个英文关键词（如 cloud），部分名字会围绕它生成；再选数量，点“生成名字”。',
      '名字是随机组合，没有查询商标和域名，正式使用前请自行检索。',
    ],
    en: [
      'Startup & Project Name Generator puts together English names from our own roots, suffixes and words, for a new company, product or internal project.',
      '1. Pick a style: blends (Novaly, Fluxio), compounds (BrightHarbor, Atlas Labs) or code names (Project Titan).',
      '2. Optionally type an English keyword (such as cloud) that some names build on; choose how many and press Make names.',
      'Names are random; no trademark or domain is checked, so search before you use one.',
    ],
  },
});
