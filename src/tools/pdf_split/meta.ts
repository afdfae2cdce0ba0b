import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_split',
  name: { zh: 'PDF拆分', en: 'PDF Splitter' },
  description: {
    zh: '按页码范围、每 N 页或每页一个文件拆分PDF，文字保持可选，在浏览器中完成，文件不会上传。',
    en: 'Split a PDF by page ranges, every N pages or one file per page, with selectable text, right in your browser.',
  },
  keywords: ['PDF拆分', 'pdf拆分', 'PDF', 'pdf', 'Pdf', 'pdf splitter'],
  category: 'pdf',
  order: 2,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF拆分可以把一个PDF拆成多个文件：按页码范围（如 1-3,5,8-，每段一个文件）、每 N 页一个文件，或每页一个文件。拆出的文件保留原来的文字、链接和对应的书签。',
      '1、上传PDF文件，加密的文件会先请你输入密码。',
      '2、选择拆分方式并填写页码范围或每份的页数。',
      '3、点击“开始拆分”，可以逐个下载，也可以全部打包下载。',
    ],
    en: [
      'The PDF splitter cuts one PDF into several: by page ranges (like 1-3,5,8-, one file per range), every N pages, or one file per page. The parts keep their text, links and matching bookmarks.',
      '1. Upload a PDF; encrypted files ask for their password first.',
      '2. Choose how to split and enter the ranges or the pages per part.',
      '3. Click “Split” and download the parts one by one or all as a zip.',
    ],
  },
});
