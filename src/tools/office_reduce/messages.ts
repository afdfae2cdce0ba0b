import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    level: '瘦身强度',
    recommended: '推荐',
    recommendedHint: '图片几乎看不出变化',
    strong: '强力',
    strongHint: '图片压缩更多，文件更小',
    saved: '减小 {bytes}（{percent}%）',
    kept: '已经很精简，保留原文件',
    total: '共减小 {bytes}（{percent}%）',
  },
  en: {
    level: 'Strength',
    recommended: 'Recommended',
    recommendedHint: 'Images look the same',
    strong: 'Strong',
    strongHint: 'Images compressed harder, smaller files',
    saved: '{bytes} smaller ({percent}%)',
    kept: 'Already lean: the original is kept',
    total: '{bytes} smaller in all ({percent}%)',
  },
});
