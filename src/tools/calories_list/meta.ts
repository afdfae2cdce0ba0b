import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'calories_list',
  name: { zh: '食物热量表', en: 'Food Calorie Table' },
  description: {
    zh: '按谷类、蔬菜、水果、肉类、海鲜、蛋奶、坚果等分类浏览 580 余种常见食物每100克的热量和营养素，可按热量排序。',
    en: 'Browse 580+ everyday foods by group with energy and macronutrients per 100 g, sorted as you like.',
  },
  keywords: ['食物热量表', '食物热量查询', '常见食物热量', '食物食材热量大全', '热量', '大卡', '千卡', '卡路里含量'],
  category: 'life',
  order: 21,
  intro: {
    zh: [
      '食物热量表把《中国食物成分表 标准版（第6版）》中的常见食物按类别排成一张表，数值为每100克可食部的热量、蛋白质、脂肪、碳水和膳食纤维。',
      '1、点选上方分类，或在搜索框输入食物名称（汉字、拼音、首字母均可）。',
      '2、可按热量从低到高、从高到低或按蛋白质排序，绿色为低热量、橙色为中等、红色为高热量食物。',
    ],
    en: [
      'The Food Calorie Table lists everyday foods from the China Food Composition Tables (6th edition) by group, per 100 g edible part.',
      '1. Pick a group, or search by characters, pinyin or initials.',
      '2. Sort by energy or protein; green marks low-energy, orange medium and red high-energy foods.',
    ],
  },
});
