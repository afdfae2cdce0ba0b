import { defineMessages } from '../../i18n/index.js';

/** Strings of the search box and its result list. */
export const searchMessages = defineMessages({
  zh: {
    placeholder: '输入汉字、拼音或首字母',
    clear: '清空',
    count: '找到 {n} 条',
    more: '仅显示前 {n} 条，请输入更多字缩小范围',
    none: '没有找到“{q}”，换个说法或检查一下错别字试试',
    loading: '正在加载数据…',
    pinyinLoading: '拼音搜索准备中，可先输入汉字',
    failed: '数据加载失败，请检查网络后刷新重试',
  },
  en: {
    placeholder: 'Chinese characters, pinyin or initials',
    clear: 'Clear',
    count: '{n} found',
    more: 'Showing the first {n}; type more to narrow it down',
    none: 'Nothing found for “{q}”; try other words or check the spelling',
    loading: 'Loading the data…',
    pinyinLoading: 'Pinyin search is getting ready; characters work already',
    failed: 'The data could not be loaded; check the network and reload',
  },
});
