import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    scale: '放大倍数',
    sharpen: '锐化',
    sharpenValue: '{n}%',
    limit: '放大后最长边不超过 {px} 像素。',
  },
  en: {
    scale: 'Scale',
    sharpen: 'Sharpen',
    sharpenValue: '{n}%',
    limit: 'The enlarged picture is at most {px} px on its long side.',
  },
});
