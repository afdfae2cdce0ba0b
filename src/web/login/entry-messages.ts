import { defineMessages } from '../i18n/index.js';

/** What the header's login entry itself says (the panel's strings, messages.ts, load with the panel). */
export const loginEntryMessages = defineMessages({
  zh: {
    failed: '登录失败，请稍后再试',
    cancelled: '已取消登录',
    expired: '登录已过期，请重新登录',
    loggedOut: '已退出登录',
    login: '登录',
  },
  en: {
    failed: 'Sign-in failed, please try again later',
    cancelled: 'Sign-in cancelled',
    expired: 'The sign-in expired, please sign in again',
    loggedOut: 'Signed out',
    login: 'Sign in',
  },
});
