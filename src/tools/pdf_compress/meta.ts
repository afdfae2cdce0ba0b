import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_compress',
  name: { zh: 'PDF瘦身', en: 'PDF Compressor' },
  description: {
    zh: '压缩PDF文件大小，可选压缩程度或指定目标大小；图片重新编码，文字和链接保留，在浏览器中完成。',
    en: 'Make a PDF smaller with a preset or a target size; images are re-encoded while text and links are kept, in your browser.',
  },
  keywords: ['PDF', '压缩', '瘦身', '减小', '大小', 'pdf compressor'],
  category: 'pdf',
  order: 11,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF瘦身会重新压缩PDF中的图片（按显示尺寸降低过高的分辨率，用 MozJPEG 重新编码），重新压缩其他数据并删除没有用到的对象。文字、链接和书签都会保留，不是把页面变成图片。如果压缩后反而变大，会保留原文件。',
      '1、上传PDF文件。',
      '2、选择压缩程度（轻度、推荐、强力），或填写目标大小，工具会找到满足目标的最轻压缩。',
      '3、点击“开始压缩”，完成后可以看到压缩前后的大小并下载。',
    ],
    en: [
      'The PDF compressor re-encodes images (lowering resolutions above what the page shows, with MozJPEG), recompresses other data and drops unused objects. Text, links and bookmarks stay: pages are not turned into pictures. If the result would be larger, you get the original back.',
      '1. Upload a PDF.',
      '2. Choose light, recommended or strong, or enter a target size: the lightest compression that meets it is found.',
      '3. Click “Compress” and download; the sizes before and after are shown.',
    ],
  },
});
