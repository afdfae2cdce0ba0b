import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'basic_ocr',
  name: { zh: '印刷体识别', en: 'Printed Text Reader' },
  description: {
    zh: '识别书页、文件、报纸等印刷品照片中的中英文，分栏排版按栏读，横拍倒拍的照片自动转正；复制或下载 TXT、Word，图片不上传。',
    en: 'Read printed pages — books, documents, newspapers — column by column, even photographed sideways or upside down; copy or save TXT or Word. Runs in your browser.',
  },
  keywords: [
    '印刷体',
    '识别',
    '工具',
    'OCR',
    '扫描',
    '印刷体识别',
    '书本文字识别',
    '文件转文字',
    '分栏识别',
    'printed text ocr',
  ],
  category: 'img',
  order: 51.1,
  added: '2026-11-27',
  intro: {
    zh: [
      '印刷体识别用于书页、文件、合同、报纸杂志等印刷品的照片或扫描件：识别简体中文、繁体中文、英文和数字，按原文的行和段落输出。',
      '分栏排版的页面（报纸、两栏论文）会先找出栏间空白，按“先左栏从上到下、再右栏”的顺序读，横跨各栏的标题按位置插在中间；不需要时可以关闭“按栏阅读”。横着拍或倒着拍的照片会自动转正后再识别。',
      '1、点击“点击上传印刷品照片”，选择照片或扫描件（也可以拖入或粘贴，不超过 20MB）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机；识别在你的浏览器中完成，图片不会上传。',
      '3、结果可以按原图换行或合并为段落，复制或下载为 TXT、Word。识别把握不大的行会用颜色标出，请对照原图核对。',
    ],
    en: [
      'The printed text reader is for photos and scans of printed matter — book pages, documents, contracts, newspapers: simplified and traditional Chinese, English and digits, in the lines and paragraphs of the page.',
      'A page set in columns (a newspaper, a two-column paper) is read column by column: each column top to bottom, a heading across the columns in its place; switch “Read by column” off when you do not want it. A photo taken sideways or upside down is turned upright first.',
      '1. Click “Upload a photo of the printed page” (or drag or paste it; up to 20 MB).',
      '2. The first use downloads about 16 MB of models, then kept on your device; the image is read in your browser and never uploaded.',
      '3. Show the lines as in the image or joined into paragraphs; copy, or save a TXT or Word file. Lines read with low confidence are highlighted.',
    ],
  },
});
