import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '输入国家或首都：日本、dongjing、France、巴黎',
    all: '全部',
    Asia: '亚洲',
    Europe: '欧洲',
    Africa: '非洲',
    Americas: '美洲',
    Oceania: '大洋洲',
    capital: '首都',
    count: '共 {n} 个国家',
    source:
      '国家、首都的英文名称和所属大洲来自开源数据 world-countries 5.1.0（ODbL 1.0 开放数据库许可），收录其标为独立国家的 194 个；中文国名和首都名按外交部网站“国家和组织”栏目的通用译名整理（2026 年 11 月）。',
  },
  en: {
    placeholder: 'Type a country or capital: Japan, 东京, France, Paris',
    all: 'All',
    Asia: 'Asia',
    Europe: 'Europe',
    Africa: 'Africa',
    Americas: 'Americas',
    Oceania: 'Oceania',
    capital: 'Capital',
    count: '{n} countries',
    source:
      'English names, capitals and regions come from the open data set world-countries 5.1.0 (ODbL 1.0), its 194 independent countries; the Chinese names of countries and capitals follow the usual forms of the Chinese foreign ministry’s country pages (November 2026).',
  },
});
