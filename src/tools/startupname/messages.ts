import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    style: '风格',
    blend: '合成词（如 Novaly）',
    compound: '组合词（如 BrightHarbor）',
    project: '项目代号（如 Project Titan）',
    keyword: '关键词（可选，英文字母）',
    keywordBad: '关键词请用 2-12 个英文字母，当前不会使用',
    count: '数量',
    generate: '生成名字',
    again: '换一批',
    copyAll: '复制全部',
    tapToCopy: '点一下名字即可复制',
    honest:
      '名字由本站自编的英文词根、后缀和单词随机组合而成，没有查询商标或域名；正式使用前请自行检索商标注册和域名是否可用。',
  },
  en: {
    style: 'Style',
    blend: 'Blend (like Novaly)',
    compound: 'Compound (like BrightHarbor)',
    project: 'Code name (like Project Titan)',
    keyword: 'Keyword (optional, letters)',
    keywordBad: 'Use 2-12 English letters for the keyword; it is not used now',
    count: 'How many',
    generate: 'Make names',
    again: 'Another batch',
    copyAll: 'Copy all',
    tapToCopy: 'Tap a name to copy it',
    honest:
      'Names are random combinations of our own roots, suffixes and words; no trademark or domain is checked, so search both before you use a name.',
  },
});
