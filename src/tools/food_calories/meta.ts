import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'food_calories',
  name: { zh: '卡路里查询', en: 'Daily Calorie Counter' },
  description: {
    zh: '把今天吃的食物逐一加进来，按克数算出总热量和三大营养素，并按身高体重和活动量估算每日所需热量。',
    en: 'Add what you ate today, get the total energy and macronutrients, and compare it with your daily need from height, weight and activity.',
  },
  keywords: ['卡路里查询', '食物热量查询', '计算食物热量', '摄入卡路里', '每日所需热量', '基础代谢', '减肥', '卡路里'],
  category: 'life',
  order: 22,
  intro: {
    zh: [
      '卡路里查询帮你估算一天的饮食热量：搜索并添加吃过的食物，填写克数，即可得到总热量与蛋白质、脂肪、碳水。',
      '每日所需热量按 Mifflin-St Jeor 公式计算基础代谢，再乘以活动系数；结果只是估算，特殊人群请遵医嘱。',
      '食物数据来自《中国食物成分表 标准版（第6版）》。拍照识别食物需要站点配置识别模型，本站暂未配置，请使用搜索添加。',
    ],
    en: [
      'The Daily Calorie Counter estimates a day of eating: search and add the foods you ate with their grams to get the total energy and macronutrients.',
      'The daily need uses the Mifflin-St Jeor basal rate times an activity factor; it is an estimate, not medical advice.',
      'Food data: China Food Composition Tables (6th edition). Photo recognition needs a recognition model the site operator has not set up, so add foods by search.',
    ],
  },
});
