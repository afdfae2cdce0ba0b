/** 卡路里查询: the foods offered before anything is typed (each must be a row of the food table). */
export const POPULAR = [
  '米饭（蒸，代表值）',
  '馒头（代表值）',
  '鸡蛋（代表值）',
  '纯牛奶（代表值，全脂）',
  '苹果（代表值）',
  '香蕉',
  '鸡胸脯肉',
  '猪肉（瘦）',
  '豆腐（代表值）',
  '西兰花',
  '油条',
  '北京烤鸭',
];

/** Parses a typed amount in grams: a positive number up to 5 kg, else null. */
export function parseGrams(text: string): number | null {
  const n = Number(text.trim().replace(/[克gG]$/, ''));
  return Number.isFinite(n) && n > 0 && n <= 5000 ? Math.round(n * 10) / 10 : null;
}
