import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'calories',
  name: { zh: '卡路里查询', en: 'Calorie Lookup' },
  description: {
    zh: '查询 580 余种常见食物每100克的热量、蛋白质、脂肪和碳水，按克数或标准份量计算一份吃了多少卡路里。',
    en: 'Energy, protein, fat and carbs per 100 g of 580+ everyday foods, and a calculator for any amount or standard portion.',
  },
  keywords: ['卡路里查询', '食物卡路里查询', '食物热量表', '食物卡路里大全', '计算食物热量', '卡路里', '减肥', '热量'],
  category: 'life',
  order: 20,
  intro: {
    zh: [
      '卡路里查询收录《中国食物成分表 标准版（第6版）》中 580 余种常见食物的热量与三大营养素，数值均为每100克可食部。',
      '1、输入食物名称，支持汉字、拼音和首字母，也能找到土豆、西红柿等别名。',
      '2、点选一种食物，输入克数或点选常用份量，即可算出这一份的热量（千卡/千焦）和蛋白质、脂肪、碳水。',
    ],
    en: [
      'Calorie Lookup covers 580+ everyday foods from the China Food Composition Tables (6th edition), per 100 g edible part.',
      '1. Type a food in characters, pinyin or initials; other names such as 土豆 or 西红柿 work too.',
      '2. Pick a food, then type the grams or pick a usual portion to see its energy and macronutrients.',
    ],
  },
});
