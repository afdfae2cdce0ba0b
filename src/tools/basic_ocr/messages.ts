import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: { upload: '点击上传印刷品照片' },
  en: { upload: 'Upload a photo of the printed page' },
});
