import { defineMessages } from '../i18n/index.js';

export const userIdMessages = defineMessages({
  zh: { copied: '用户ID已复制', failed: '复制失败' },
  en: { copied: 'User ID copied', failed: 'Could not copy' },
});
