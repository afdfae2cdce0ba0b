import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'fakeword',
  name: { zh: '英文人名生成', en: 'English Name Generator' },
  description: {
    zh: '随机生成英文姓名，可选男名、女名或不限，一次生成多个，一键复制，适合取英文名、测试数据和写作。',
    en: 'Random English full names, male, female or either, several at once and ready to copy: for an English name, test data or writing.',
  },
  keywords: ['英文人名生成', '英文名', '英文名字', '取英文名', '随机英文名', '外国名', '英文ID', '人名'],
  category: 'life',
  order: 60,
  intro: {
    zh: [
      '英文人名生成从 1563 个英文女名、1391 个男名和 473 个姓氏中随机组合（名单取自开源项目 faker-js），随机数来自浏览器的安全随机数。',
      '1、选择性别和数量。',
      '2、点击“生成”，点名字即可复制，或一键复制全部。',
    ],
    en: [
      'English Name Generator combines 1,563 female and 1,391 male given names with 473 surnames (the lists of the open project faker-js), using the browser’s secure random numbers.',
      '1. Pick the gender and how many.',
      '2. Press Generate; tap a name to copy it, or copy them all.',
    ],
  },
});
