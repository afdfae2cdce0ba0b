import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'dynasties',
  name: { zh: '历史朝代查询', en: 'Chinese Dynasties' },
  description: {
    zh: '中国历史朝代表：从夏到清各朝代的起止年代、都城和建立者，可按朝代、都城、人物或年份查询某一年是什么朝代。',
    en: 'The Chinese dynasties from Xia to Qing with their years, capitals and founders; search by dynasty, capital, person, or find the dynasty of a year.',
  },
  keywords: ['历史朝代', '朝代', '朝代顺序', '古代都城', '王朝创建者', '中国历史', '朝代表', '历史朝代查询'],
  category: 'education',
  order: 54,
  added: '2026-11-23',
  intro: {
    zh: [
      '历史朝代查询按时间顺序列出从夏朝到清朝的主要朝代和政权，每个朝代都有起止年代、都城和建立者。',
      '1、输入朝代名、都城或开国君主（支持拼音），例如“唐”“长安”“zhuyuanzhang”。',
      '2、输入年份可以查这一年是什么朝代，公元前的年份写作“前221”或“-221”；三国、南北朝、宋辽金等并立时期会列出所有政权。',
      '3、不输入时按先秦、秦汉、三国两晋南北朝、隋唐五代、宋辽金夏元、明清浏览。',
    ],
    en: [
      'Chinese Dynasties lists the main dynasties and states from Xia to Qing in order, each with its years, capitals and founder.',
      '1. Type a dynasty, capital or founder (pinyin works too), such as 唐, 长安 or zhuyuanzhang.',
      '2. Type a year to see which dynasty it belongs to; write BC years as 221 BC or -221. Periods with several states, such as the Three Kingdoms, list all of them.',
      '3. With an empty box, browse by period.',
    ],
  },
});
