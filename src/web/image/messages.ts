import { defineMessages } from '../i18n/index.js';

export const imageMessages = defineMessages({
  zh: {
    saving: '图片保存中，请稍候...',
    longPressHint: '长按图片保存到相册',
    close: '关闭',
    saved: '已保存到相册',
    saveFailed: '保存失败，请重试',
  },
  en: {
    saving: 'Saving the image…',
    longPressHint: 'Press and hold the image to save it to your photos',
    close: 'Close',
    saved: 'Saved to your photos',
    saveFailed: 'Saving failed; please try again',
  },
});
