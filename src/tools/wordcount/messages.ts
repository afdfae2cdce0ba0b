import { defineMessages } from '../../common/messages.js';

/** Every string of the word counter (zh is the default; stat labels follow Word's 字数统计). */
export const messages = defineMessages({
  zh: {
    info: '空格、换行不计入字数',
    placeholder: '请输入',
    inputLabel: '要统计的文本',
    example: '填入示例',
    clear: '清空',
    copyStats: '复制统计',
    copied: '统计结果已复制',
    copyFailed: '复制失败，请手动记录',
    statsHeading: '统计结果',
    total: '字数',
    chineseChars: '汉字',
    englishWords: '英文单词',
    digits: '数字',
    punctuation: '标点',
    charsNoSpaces: '字符(不含空格)',
    charsWithSpaces: '字符(含空格)',
    linesParagraphs: '行数/段落',
    chinesePunctuation: '中文标点',
    otherCjkChars: '日韩文字',
    punctuationSplit: '中文 {cn} · 英文 {west}',
    digitsHint: '3.14、2024 各计 1 个',
    emojiHint: '含表情 {n} 个',
    liveTotal: '字数 {n}',
    sample:
      '字数计算 Word Count 2024：这是一段示例文本，包含汉字、English words、数字 3.14 和 1,000，' +
      '以及标点符号。\n\n' +
      '“Hello世界2024年”记为 1 个英文单词、3 个汉字和 1 个数字；don’t、well-known 各算 1 个单词。😀',
  },
  en: {
    info: 'Spaces and line breaks are not counted',
    placeholder: 'Type or paste text',
    inputLabel: 'Text to count',
    example: 'Try an example',
    clear: 'Clear',
    copyStats: 'Copy stats',
    copied: 'Stats copied',
    copyFailed: 'Could not copy; please note them down',
    statsHeading: 'Statistics',
    total: 'Word count',
    chineseChars: 'Chinese chars',
    englishWords: 'English words',
    digits: 'Numbers',
    punctuation: 'Punctuation',
    charsNoSpaces: 'Chars (no spaces)',
    charsWithSpaces: 'Chars (with spaces)',
    linesParagraphs: 'Lines / paragraphs',
    chinesePunctuation: 'Chinese punctuation',
    otherCjkChars: 'Japanese/Korean',
    punctuationSplit: 'Chinese {cn} · Western {west}',
    digitsHint: '3.14 or 2024 is 1 number',
    emojiHint: 'incl. {n} emoji',
    liveTotal: '{n} words',
    sample:
      'Word Count 字数计算 2024: this sample mixes English words, 汉字, numbers like 3.14 and 1,000, ' +
      'and punctuation.\n\n' +
      '“Hello世界2024年” is 1 English word, 3 Chinese characters and 1 number; don’t and well-known are 1 word each. 😀',
  },
});

export type WordcountMessages = (typeof messages)['zh'];
