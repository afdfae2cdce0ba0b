import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    gender: '性别',
    any: '不限',
    female: '女',
    male: '男',
    count: '数量',
    generate: '生成',
    again: '再来一批',
    copyAll: '复制全部',
    copied: '已复制',
    loading: '正在加载名单…',
    failed: '名单加载失败，请检查网络后刷新重试',
    source:
      '名单来自开源项目 faker-js（@faker-js/faker 10.6.0，MIT 许可）的英文名单：女名 1563 个、男名 1391 个、姓氏 473 个。',
  },
  en: {
    gender: 'Gender',
    any: 'Either',
    female: 'Female',
    male: 'Male',
    count: 'How many',
    generate: 'Generate',
    again: 'Another batch',
    copyAll: 'Copy all',
    copied: 'Copied',
    loading: 'Loading the name lists…',
    failed: 'The name lists did not load; check the network and reload',
    source:
      'Names from the English lists of the open project faker-js (@faker-js/faker 10.6.0, MIT): 1,563 female and 1,391 male given names, 473 surnames.',
  },
});
