import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_merge',
  name: { zh: 'PDF合并', en: 'PDF Merger' },
  description: {
    zh: '把多个PDF按你排好的顺序合并成一个文件，保留书签和链接，在浏览器中完成，文件不会上传。',
    en: 'Combine several PDFs into one in the order you choose, keeping bookmarks and links, right in your browser.',
  },
  keywords: ['PDF合并', 'pdf合并', 'PDF', 'pdf', 'Pdf', 'pdf merger'],
  category: 'pdf',
  order: 1,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF合并会把多个PDF文件按顺序合成一个文件，原文件的书签（目录）和文档内的跳转链接都会保留，文字仍可选择和搜索。合并全部在你的浏览器中完成，文件不会上传到服务器。',
      '1、点击“点击上传PDF文件”，一次选择多个PDF（也可以拖入或继续添加）。',
      '2、拖动文件卡片或点上下箭头调整顺序，不需要的文件可以移除。',
      '3、点击“合并PDF”，完成后下载合并好的文件。加密的PDF会先请你输入密码。',
    ],
    en: [
      'The PDF merger joins several PDFs into one in the order you set; their bookmarks and in-document links are kept and the text stays searchable. It all happens in your browser: files are never uploaded.',
      '1. Click “Upload PDFs” and pick several files (or drop them; you can add more later).',
      '2. Drag the cards or use the arrows to set the order; remove any you do not need.',
      '3. Click “Merge PDFs” and download the result. Encrypted PDFs ask for their password first.',
    ],
  },
});
