import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'nick',
  name: { zh: '随机网名', en: 'Random Nicknames' },
  description: {
    zh: '随机生成中文网名，可选文艺、可爱、酷三种风格，一次多个，点一下就复制。',
    en: 'Random Chinese nicknames in a poetic, cute or cool style, several at a time; tap one to copy it.',
  },
  keywords: ['随机网名', '网名', '网名生成', '昵称', '游戏昵称', '好听的网名', '可爱网名'],
  category: 'life',
  order: 64,
  added: '2026-11-23',
  intro: {
    zh: [
      '随机网名把本站自编的词语随机组合成网名，适合起游戏昵称、社交账号名。',
      '1、选择风格：文艺（如“温柔的晚风”）、可爱（如“糯团子”）、酷（如“夜行者”），再选数量。',
      '2、点“生成网名”，不满意就“换一批”；点任一网名即可复制。',
      '网名是随机组合，不代表任何含义，也可能与别人已经使用的网名相同。',
    ],
    en: [
      'Random Nicknames combines words from our own lists into Chinese nicknames for games and social accounts.',
      '1. Pick a style: poetic (温柔的晚风), cute (糯团子) or cool (夜行者), and how many.',
      '2. Press Make nicknames, or Another batch; tap any name to copy it.',
      'The names are random combinations and may already be used by someone else.',
    ],
  },
});
