import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_page_number',
  name: { zh: 'PDF加页码', en: 'PDF Page Numbers' },
  description: {
    zh: '给PDF加页码，支持“第 1 页 / 共 N 页”等格式，可选位置、起始页码、跳过首页，在浏览器中完成。',
    en: 'Number the pages of a PDF (“Page 1 of N” and more), choosing position, start number and whether to skip the first page.',
  },
  keywords: ['PDF页码', '编号', 'pdf page numbers'],
  category: 'pdf',
  order: 5,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF加页码可以在页面上加上页码，格式有“1”“第 1 页”“第 1 页 / 共 N 页”“1 / N”“Page 1 of N”等，可以选择放在页面的上方或下方、左中右，设置起始页码，或跳过封面不编号。中文页码会嵌入字体，在任何阅读器中都能正常显示。',
      '1、上传PDF文件。',
      '2、选择页码格式、位置、字号、起始页码，以及是否跳过首页。',
      '3、点击“添加页码”，完成后下载。',
    ],
    en: [
      'The page-number tool adds numbers such as “1”, “第 1 页”, “第 1 页 / 共 N 页”, “1 / N” or “Page 1 of N”, at the top or bottom, left, centre or right, from a start number you choose, optionally skipping the cover. Chinese numbers embed their font, so every reader shows them.',
      '1. Upload a PDF.',
      '2. Choose the format, position, size, start number and whether to skip the first page.',
      '3. Click “Add page numbers” and download the result.',
    ],
  },
});
