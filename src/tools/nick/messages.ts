import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    style: '风格',
    literary: '文艺',
    cute: '可爱',
    cool: '酷',
    count: '数量',
    generate: '生成网名',
    again: '换一批',
    copyAll: '复制全部',
    tapToCopy: '点一下网名即可复制',
    honest:
      '网名由本站自编的词表随机组合而成（当前风格约 {n} 种组合），不查询任何数据库，可能与别人已用的网名重复，使用前请自行确认。',
  },
  en: {
    style: 'Style',
    literary: 'Poetic',
    cute: 'Cute',
    cool: 'Cool',
    count: 'How many',
    generate: 'Make nicknames',
    again: 'Another batch',
    copyAll: 'Copy all',
    tapToCopy: 'Tap a nickname to copy it',
    honest:
      'Nicknames are random combinations of our own word lists (about {n} for this style); nothing is looked up, and a name may already be taken somewhere, so check before you use it.',
  },
});
