import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_2_pdf_convert',
  name: { zh: '图片转PDF', en: 'Images to PDF' },
  description: {
    zh: '把多张图片按顺序合成PDF，可选纸张、边距和方向，支持 JPG、PNG、HEIC、WebP、AVIF，在浏览器中完成。',
    en: 'Turn pictures into one PDF in your order, with paper size, margins and orientation; JPG, PNG, HEIC, WebP and AVIF, in your browser.',
  },
  keywords: [
    '在线图片转PDF',
    '图片转换pdf',
    'PNG转PDF',
    'JPG转PDF',
    '免费图片转PDF',
    '图片怎么转PDF',
    '文档转换',
    'png图片转换',
    'jpg图片转换',
    '图片转pdf',
    'images to pdf',
  ],
  category: 'pdf',
  order: 13,
  added: '2026-11-23',
  intro: {
    zh: [
      '图片转PDF可以把多张图片合成一个PDF文件，每张图片一页。支持 JPG、PNG、HEIC（苹果手机照片）、WebP、AVIF 等格式；JPG 图片原样放入，不会降低画质。可以选择纸张大小（或与图片一样大）、页边距和方向。',
      '1、点击“点击上传图片”，一次选择多张（也可以继续添加）。',
      '2、拖动或用箭头调整图片顺序，选择纸张、边距和方向。',
      '3、点击“生成PDF”，完成后下载。',
    ],
    en: [
      'Images to PDF puts several pictures into one PDF, one per page. JPG, PNG, HEIC (iPhone photos), WebP, AVIF and more are read; JPGs go in untouched, without losing quality. Choose the paper (or pages the size of each picture), margins and orientation.',
      '1. Click “Upload images” and pick several (you can add more later).',
      '2. Drag or use the arrows to order them; choose paper, margins and orientation.',
      '3. Click “Make PDF” and download it.',
    ],
  },
});
