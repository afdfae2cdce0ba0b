import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_img_extract',
  name: { zh: 'PDF图片提取', en: 'PDF Image Extractor' },
  description: {
    zh: '提取PDF中嵌入的全部图片，按原始分辨率保存为 JPG 或 PNG，可打包下载，在浏览器中完成。',
    en: 'Extract every picture embedded in a PDF at its own resolution, as JPG or PNG, one by one or as a zip, in your browser.',
  },
  keywords: ['pdf', '提取', '图片', 'PNG', 'JPG', '在线提取图片', 'pdf image extractor'],
  category: 'pdf',
  order: 15,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF图片提取会找出PDF中嵌入的所有图片，按原始分辨率保存：JPEG 图片原样导出（不重新压缩），其他图片保存为 PNG（保留透明度）。可以只提取部分页面的图片。',
      '1、上传PDF文件。',
      '2、选择全部页面或填写页码范围。',
      '3、点击“提取图片”，可以逐张下载或全部打包下载。',
    ],
    en: [
      'The image extractor finds every picture embedded in the PDF and saves it at its own resolution: JPEGs exactly as stored (not re-encoded), others as PNG (transparency kept). You can limit it to some pages.',
      '1. Upload a PDF.',
      '2. Choose all pages or enter ranges.',
      '3. Click “Extract images” and download them one by one or as a zip.',
    ],
  },
});
