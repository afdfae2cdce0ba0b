import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'shelflife',
  name: { zh: '保质期计算', en: 'Shelf Life Calculator' },
  description: {
    zh: '输入生产日期和保质期（天、月或年），算出保质期最后一天、还剩几天或已过期几天。',
    en: 'Enter the production date and shelf life in days, months or years to get the last good day and how many days are left.',
  },
  keywords: [
    '保质期计算',
    '保质期查询',
    '过期日期查询',
    '商品保质期',
    '过期查询工具',
    '保质期计算器',
    '查保质期',
    '算保质期',
  ],
  category: 'life',
  order: 34,
  added: '2026-11-23',
  intro: {
    zh: [
      '保质期计算根据包装上的生产日期和保质期，算出保质期的最后一天，以及距今天还剩多少天。',
      '1、选择生产日期，输入保质期的数字，再选单位（天、个月、年）。',
      '2、结果显示保质期最后一天（含星期）、剩余天数、保质期总天数和已经过去的比例；过期会直接提示。',
      '计算规则：生产当天算第 1 天；按月、年计算时遇到小月或平年 2 月取月末。',
    ],
    en: [
      'Shelf Life Calculator takes the production date and shelf life printed on a pack and gives the last good day and the days left from today.',
      '1. Pick the production date, type the shelf life and choose days, months or years.',
      '2. You get the last day (with its weekday), the days left, the total length and how much of it has gone by; an expired item says so.',
      'Rule: the production day is day 1; in months or years, a shorter month ends on its last day.',
    ],
  },
});
