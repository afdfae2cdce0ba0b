import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'random',
  name: { zh: '随机数生成', en: 'Random Number Generator' },
  description: {
    zh: '在任意整数范围内生成随机数，可设个数、不重复、排序，也能一键生成双色球、大乐透号码，采用加密级随机数。',
    en: 'Random whole numbers in any range, with count, no repeats and sorting, plus lottery-style draws; cryptographic randomness.',
  },
  keywords: ['随机数生成', '在线生成随机数', '范围数生成', '抽奖', '随机', '不重复随机数', '双色球', '大乐透'],
  category: 'life',
  order: 40,
  intro: {
    zh: [
      '随机数生成使用浏览器内置的加密级随机数生成器，并用拒绝采样消除取模偏差，范围内每个整数出现的机会完全相同。',
      '1、选择“范围随机数”，填写最小值、最大值和个数，可勾选不重复、从小到大排列。',
      '2、选择“双色球”或“大乐透”，一键得到一注号码（仅供娱乐）。',
    ],
    en: [
      'The Random Number Generator uses the browser’s built-in cryptographic generator with rejection sampling, so every whole number in the range is equally likely.',
      '1. Choose a range, how many numbers, and whether they may repeat or should be sorted.',
      '2. Or pick a lottery-style draw for one line of numbers (for fun).',
    ],
  },
});
