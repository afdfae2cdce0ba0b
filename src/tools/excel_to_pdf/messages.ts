import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    onePage: '每个工作表输出为一页',
    onePageHint: '整张表缩放到一页，适合较宽的表格',
  },
  en: {
    onePage: 'Each sheet on one page',
    onePageHint: 'Scales each whole sheet onto one page, for wide sheets',
  },
});
