import { defineMessages } from '../messages.js';

/** Labels the calorie tools share (each tool keeps its own page strings). */
export const foodMessages = defineMessages({
  zh: {
    kcal: '千卡',
    kj: '千焦',
    protein: '蛋白质',
    fat: '脂肪',
    carbs: '碳水',
    fiber: '膳食纤维',
    per100: '每100克',
    perPortion: '每份 {g} 克',
    perPortionRange: '每份 {g} 克',
    grams: '克',
    aliases: '又名 {names}',
    source: '数据来源：《中国食物成分表 标准版（第6版）》，每100克可食部；标准份量参考《中国居民膳食指南（2022）》。',
    all: '全部',
  },
  en: {
    kcal: 'kcal',
    kj: 'kJ',
    protein: 'Protein',
    fat: 'Fat',
    carbs: 'Carbs',
    fiber: 'Fibre',
    per100: 'per 100 g',
    perPortion: 'per {g} g portion',
    perPortionRange: 'per {g} g portion',
    grams: 'g',
    aliases: 'also {names}',
    source:
      'Source: China Food Composition Tables, 6th edition, per 100 g edible part; standard portions from the Dietary Guidelines for Chinese Residents (2022).',
    all: 'All',
  },
});
