import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_2_png',
  name: { zh: 'PDF转图片', en: 'PDF to Image' },
  description: {
    zh: '把PDF每一页转换成PNG或JPG图片，可选清晰度（DPI），多页打包下载，在浏览器中完成。',
    en: 'Turn each PDF page into a PNG or JPG at the resolution (DPI) you choose, downloaded one by one or as a zip, in your browser.',
  },
  keywords: [
    '在线pdf转图片',
    'pdf转换png',
    'PDF转图片',
    '免费PDF转PNG',
    'PDF怎么转PNG',
    'PDF转图片',
    'PDF转长图',
    'PDF转换',
    'PNG',
    '内容转换',
    'PNG图像',
    '减少数据传输量',
    '文字',
    '图形',
    '原始外观',
    '分享特定信息',
    '打印',
    '发送',
    'pdf to image',
  ],
  category: 'pdf',
  order: 12,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF转图片会把PDF的每一页转成一张图片，可以选择 PNG（清晰无损）或 JPG（文件更小），以及 72 到 300 DPI 的清晰度，也可以只转换部分页面。转换全部在你的浏览器中完成。',
      '1、上传PDF文件。',
      '2、选择图片格式、清晰度和要转换的页面。',
      '3、点击“转换为图片”，可以逐张下载或全部打包下载。',
    ],
    en: [
      'PDF to image turns each page into a picture: PNG (lossless) or JPG (smaller), from 72 to 300 DPI, for all pages or some. It all happens in your browser.',
      '1. Upload a PDF.',
      '2. Choose the format, resolution and pages.',
      '3. Click “Convert to images” and download them one by one or as a zip.',
    ],
  },
});
