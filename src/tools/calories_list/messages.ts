import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '在表中查找，如 鸡蛋、pingguo',
    sort: '排序',
    sortTable: '默认',
    sortKcalAsc: '热量从低到高',
    sortKcalDesc: '热量从高到低',
    sortProteinDesc: '蛋白质从高到低',
    food: '食物（每100克）',
    rows: '共 {n} 种',
    failed: '数据加载失败，请检查网络后刷新重试',
  },
  en: {
    placeholder: 'Find in the table, e.g. 鸡蛋, pingguo',
    sort: 'Sort',
    sortTable: 'Table order',
    sortKcalAsc: 'Energy, low to high',
    sortKcalDesc: 'Energy, high to low',
    sortProteinDesc: 'Protein, high to low',
    food: 'Food (per 100 g)',
    rows: '{n} foods',
    failed: 'The data could not be loaded; check the network and reload',
  },
});
