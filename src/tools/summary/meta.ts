import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'summary',
  name: { zh: '文章摘要', en: 'Article Summary' },
  description: {
    zh: '粘贴文章或上传 .txt、Word、PDF 文件，自动提取关键词，并按原文顺序挑出最能概括全文的几句话，中英文都可以，一键复制。',
    en: 'Paste an article or upload a .txt, Word or PDF file: get its keywords and the few sentences that sum it up best, in their original order; Chinese or English, copy in one click.',
  },
  keywords: [
    '文章摘要',
    '摘要',
    '自动摘要',
    '关键词提取',
    '提取关键词',
    '文章总结',
    '内容概括',
    'TextRank',
    '中文分词',
  ],
  category: 'text',
  order: 21,
  added: '2026-11-23',
  intro: {
    zh: [
      '文章摘要帮你快速了解一篇长文讲了什么：提取关键词，并从原文中挑出最重要的几句话。',
      '1、粘贴文章正文，或点击“上传文件”读取 .txt 文本、Word（.docx）或 PDF 文件（Word 和 PDF 的文字由服务器读出，填入输入框后可以修改），最多 50000 字。',
      '2、选择摘要长度（句数）和关键词个数，点击“生成摘要”。',
      '3、摘要句按原文顺序排列，可以复制或下载为文本文件。',
      '摘要是抽取式的：服务器用 jieba 中文分词，再用 TextRank 算法计算句子之间的关联，选出与全文联系最紧密的句子，原句照录，不会改写或编造内容。新闻类文章效果最好；文章本身结构松散时，摘要也只能反映原句。',
    ],
    en: [
      'Article Summary shows what a long text is about: its keywords and its most important sentences, taken from the text itself.',
      '1. Paste the article, or click “Upload file” to read a .txt, Word (.docx) or PDF file (our server reads the text of Word and PDF files into the box, where you can edit it); up to 50,000 characters.',
      '2. Choose the length (in sentences) and the number of keywords, then click “Summarise”.',
      '3. The chosen sentences keep their original order; copy them or download them as a text file.',
      'The summary is extractive: our server segments Chinese with jieba, and TextRank scores how strongly each sentence connects to the rest; the best are quoted word for word, never rewritten or invented. It works best on news-style writing.',
    ],
  },
});
