import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '输入要查的词语，如“明白”“踌躇”',
    examples: '试试',
    loading: '正在查询…',
    none: '没有收录“{word}”，也没有以它开头的词语。请检查用字，或只输入开头的一两个字。',
    failed: '查询失败，请稍后重试。',
    retry: '重试',
    notChinese: '请输入 1 到 20 个汉字。',
    noSenses: '没有收录“{word}”本身，以下是以它开头的词语：',
    related: '以“{word}”开头的词语',
    empty: '输入一个词语，查看它的各项释义；输入一两个字，可以看到以它们开头的词语。',
    source:
      '释义取自开源词典数据 cnchar-data 1.1.0（MIT 许可），收录约 27.8 万个词语，以古汉语和书面语词汇为主，按原文显示。',
  },
  en: {
    placeholder: 'Type a Chinese word, such as 明白 or 踌躇',
    examples: 'Try',
    loading: 'Looking up…',
    none: '“{word}” is not in the dictionary, and no word begins with it. Check the characters, or type only the first one or two.',
    failed: 'The lookup failed; try again later.',
    retry: 'Retry',
    notChinese: 'Type 1 to 20 Chinese characters.',
    noSenses: '“{word}” itself is not in the dictionary; these words begin with it:',
    related: 'Words beginning with “{word}”',
    empty: 'Type a word to see each of its senses; type one or two characters to see the words that begin with them.',
    source:
      'Explanations (in Chinese) from the open dictionary data cnchar-data 1.1.0 (MIT licence): about 278,000 words, many of them classical and literary, shown as the source gives them.',
  },
});
