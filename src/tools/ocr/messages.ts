import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传含文字的图片',
  },
  en: {
    upload: 'Upload an image with text',
  },
});
