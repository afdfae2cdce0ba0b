import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'unique',
  name: { zh: '文本去重', en: 'Remove Duplicate Lines' },
  description: {
    zh: '按行去除重复内容并保持原有顺序：可忽略首尾空格和大小写、删除空行、排序，统计删除了多少行，也可以只列出重复的行。',
    en: 'Remove duplicate lines and keep the original order: ignore surrounding spaces and case, drop blank lines, sort, count what was removed, or list only the repeated lines.',
  },
  keywords: [
    '文本去重',
    '按行去重',
    '内容去重',
    '在线文本去重',
    '文本去除重复',
    '重复内容去除',
    '文本比较',
    '文本重复检测',
    '去冗余',
    '内容筛选',
    '数据过滤',
    '去噪声',
    'remove duplicates',
  ],
  category: 'text',
  order: 6,
  added: '2026-11-23',
  intro: {
    zh: [
      '文本去重按行删除重复的内容，常用于整理名单、关键词、手机号、网址等列表，默认保留每行第一次出现的位置。',
      '1、粘贴文本，每行一条，右侧立即显示去重后的结果，并统计原有多少行、删除了多少重复行。',
      '2、可以选择忽略行首行尾的空格、忽略英文大小写、删除空行，以及按拼音/字母升序或降序排列。',
      '3、选择“只看重复项”可以列出出现过多次的行及次数，方便查重。',
      '4、几 MB 的文本也能快速处理；所有处理都在浏览器中完成，数据不会上传。',
    ],
    en: [
      'Remove Duplicate Lines deletes repeated lines, handy for lists of names, keywords, phone numbers or URLs; each line keeps the place where it first appeared.',
      '1. Paste text, one item per line; the result appears at once with the number of lines before and the duplicates removed.',
      '2. Optionally ignore spaces at the ends of lines and letter case, drop blank lines, and sort ascending or descending (Chinese by pinyin).',
      '3. "Repeated lines only" lists the lines that occur more than once, with their counts.',
      '4. Several MB of text are handled quickly; everything happens in your browser.',
    ],
  },
});
