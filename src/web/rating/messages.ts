import { defineMessages } from '../i18n/index.js';

export const ratingMessages = defineMessages({
  zh: {
    group: '为这个工具评分',
    star: '{n}星',
    loginFirst: '请先登录',
    loginToRate: '登录后即可评分',
    pressToRate: '按回车键或空格键评分',
    average: '{score}分',
    count: '{count}人评分',
    none: '暂无评分',
    yours: '你的评分：{n}星',
    thanks: '感谢你的评分',
  },
  en: {
    group: 'Rate this tool',
    star: '{n} of 5 stars',
    loginFirst: 'Please sign in first',
    loginToRate: 'Sign in to rate',
    pressToRate: 'Press Enter or Space to rate',
    average: '{score}',
    count: 'Ratings: {count}',
    none: 'No ratings yet',
    yours: 'Your rating: {n} of 5',
    thanks: 'Thanks for rating',
  },
});
