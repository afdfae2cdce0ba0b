import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '查成语：输入汉字、拼音或首字母，如 画蛇添足、hstz',
    count: '共收录 {n} 条成语',
    meaning: '释义',
    loadingMeaning: '正在查询释义…',
    noMeaning: '这条成语暂无释义',
    meaningFailed: '释义查询失败，请检查网络后重试',
    next: '接龙（以“{c}”开头）',
    noNext: '没有以“{c}”开头的成语',
    pick: '点选一条成语查看拼音、释义和接龙',
    source: '成语条目来自 cnchar-idiom，释义来自 cnchar-data（均为 MIT 许可）；释义中注明出处（语出…）与引例。',
  },
  en: {
    placeholder: 'Find an idiom by characters, pinyin or initials, e.g. 画蛇添足, hstz',
    count: '{n} idioms',
    meaning: 'Meaning',
    loadingMeaning: 'Looking up the meaning…',
    noMeaning: 'No explanation for this idiom yet',
    meaningFailed: 'The meaning could not be loaded; check the network and try again',
    next: 'Chain (starting with “{c}”)',
    noNext: 'No idiom starts with “{c}”',
    pick: 'Pick an idiom for its pinyin, meaning and chain',
    source:
      'Idioms: cnchar-idiom; explanations: cnchar-data (both MIT); sources (语出…) and quotations are given inside the explanation.',
  },
});
