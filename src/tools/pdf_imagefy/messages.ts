import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    dpi: '清晰度（DPI）',
    quality: '图片质量',
    estimate: '预计大小约 {size}',
    run: '转为纯图PDF',
    note: '每一页都会变成图片：文字将无法选择、复制或搜索。',
  },
  en: {
    dpi: 'Resolution (DPI)',
    quality: 'Picture quality',
    estimate: 'About {size}',
    run: 'Make image-only PDF',
    note: 'Every page becomes a picture: text can no longer be selected, copied or searched.',
  },
});
