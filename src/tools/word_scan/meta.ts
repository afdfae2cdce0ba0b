import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'word_scan',
  name: { zh: '文档扫描', en: 'Document Scanner' },
  description: {
    zh: '用手机拍的文档照片生成扫描件：自动找出页面并拉平、去阴影，多页合成一个 PDF，或识别文字生成 Word 文档；全部在浏览器中完成。',
    en: 'Turn photos of a document into a scan: each page found, flattened and cleaned, several pages in one PDF, or the text recognised into a Word file; all in your browser.',
  },
  keywords: ['文档扫描', '扫描件', '手机扫描', '拍照扫描', '照片转PDF', '图片转Word', '扫描仪', '文件扫描'],
  category: 'doc',
  order: 100,
  added: '2026-11-28',
  intro: {
    zh: [
      '文档扫描把手机拍的合同、作业、证明、票据照片变成干净的扫描件：自动找出每张照片里的页面四角，校正拍摄角度造成的透视变形和倾斜，去掉阴影，再合成一个多页 PDF；也可以识别页面上的文字，生成可编辑的 Word 文档。照片只在你的浏览器中处理，不会上传。',
      '1、上传一张或多张照片（每张一页，最多 30 页，可以继续添加、删除和调整顺序）；2、点击某一页可以检查并拖动四个角，右侧预览随即更新；3、选择彩色、灰度或黑白效果和页面大小，点击“生成 PDF”或“生成 Word”。',
      '说明：Word 文档只包含识别出的文字（按段落排列），不含原页面的图片和版式，请对照原件核对；要保留页面原样请生成 PDF。书本装订处弯曲的页面只能按四角拉平，拍照时尽量把纸张压平。第一次使用需要下载文档处理引擎（约 2MB）和文字识别模型（约 16MB），之后会缓存在浏览器里。',
    ],
    en: [
      'Document Scanner turns phone photos of contracts, homework, certificates or receipts into clean scans: the page’s corners are found in each photo, the perspective and tilt of the shot corrected, shadows removed, and the pages put into one PDF; or their text is recognised into an editable Word file. The photos are processed in your browser and never uploaded.',
      '1. Upload one or more photos (one page each, up to 30; add, remove and reorder them). 2. Click a page to check it and drag its corners; the preview follows. 3. Pick colour, grey or black and white and the page size, then click “Make PDF” or “Make Word”.',
      'Note: the Word file holds only the recognised text, in paragraphs, not the page images or layout: check it against the original, and make a PDF to keep the pages as they look. A page curved near a book’s spine is flattened only to its four corners, so press the paper flat. The first use downloads the document engine (about 2 MB) and the text recognition models (about 16 MB), then they are kept in your browser.',
    ],
  },
});
