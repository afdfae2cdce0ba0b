import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: { upload: '点击上传海报或广告图' },
  en: { upload: 'Upload a poster or ad image' },
});
