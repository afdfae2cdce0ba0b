import { defineMessages } from '../i18n/index.js';

export const imageMessages = defineMessages({
  zh: { saving: '图片保存中，请稍候...' },
  en: { saving: 'Saving the image…' },
});
