import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'wordcount',
  name: { zh: '字数计算', en: 'Word Count' },
  description: {
    zh: '实时统计文本中的汉字、英文单词、数字和标点，空格和换行不计入字数。',
    en: 'Counts Chinese characters, English words, digits and punctuation as you type; spaces and line breaks are not counted.',
  },
  keywords: ['字数', '计算', '字数统计', '文本字数统计', '文本分析', '字符串处理', '句子长度分析', 'word count'],
  category: 'education',
  order: 5,
  intro: {
    zh: [
      '字数计算专为快速计算文本中的字数、字符数和单词数而设计。无论您是需要统计文章的字数、检查字符限制，还是进行文本分析，这款工具都能帮助您高效完成任务。',
      '1、在文本输入框中输入或粘贴您需要计算的文本内容。',
      '2、工具会自动计算并显示文本的字数、字符数，空格和换行不计入字数。',
    ],
    en: [
      'Word Count quickly counts the characters, words and punctuation of a text, the way a Chinese word counter does.',
      '1. Type or paste your text into the box.',
      '2. The counts update as you type; spaces and line breaks are not counted.',
    ],
  },
});
