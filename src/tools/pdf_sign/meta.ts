import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_sign',
  name: { zh: 'PDF签名', en: 'PDF Signature' },
  description: {
    zh: '在PDF上签名：手写、输入文字或上传签名图片，在页面预览上拖动放置、调整大小，在浏览器中完成。',
    en: 'Sign a PDF: draw, type or upload a signature, then drag and resize it on a page preview, right in your browser.',
  },
  keywords: ['pdf', '手写', '签名', 'pdf signature'],
  category: 'pdf',
  order: 6,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF签名可以把你的签名放到PDF页面上：用手指或鼠标手写签名、输入文字签名（支持中文），或上传签名图片。签名会显示在页面预览上，可以拖动位置、调整大小。签名只在你的浏览器中处理，不会上传。',
      '1、上传PDF文件，选择要签名的页面。',
      '2、手写、输入或上传签名，然后在预览上拖动到合适的位置，拖动右下角调整大小。',
      '3、点击“完成签名”，下载签好的PDF。',
    ],
    en: [
      'The signature tool puts your signature on a PDF page: draw it with a finger or mouse, type it (Chinese included), or upload a picture of it. It appears on a page preview where you drag it into place and resize it. Nothing leaves your browser.',
      '1. Upload a PDF and choose the page to sign.',
      '2. Draw, type or upload the signature, drag it into place on the preview, and resize it by its corner.',
      '3. Click “Sign” and download the signed PDF.',
    ],
  },
});
