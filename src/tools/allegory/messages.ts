import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '搜索歇后语：前半句或答案，如 外甥打灯笼、zhaojiu',
    random: '随机来一条',
    guess: '猜猜看',
    reveal: '看答案',
    count: '共收录 {n} 条歇后语',
    source: '歇后语数据来自 cnchar-xhy（MIT 许可）。',
  },
  en: {
    placeholder: 'Search by the first half or the answer, e.g. 外甥打灯笼, zhaojiu',
    random: 'Random one',
    guess: 'Guess',
    reveal: 'Show the answer',
    count: '{n} sayings',
    source: 'Sayings from cnchar-xhy (MIT licence).',
  },
});
