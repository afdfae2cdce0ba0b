import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'qrcode_scan',
  name: { zh: '二维码扫描', en: 'QR Code Scanner' },
  description: {
    zh: '上传一张含有二维码的图片，在浏览器里直接识别出二维码中的文字或链接，图片不会上传。',
    en: 'Read the text or link in a QR code from a photo or screenshot, right in your browser: the image is never uploaded.',
  },
  keywords: ['二维码扫描', '二维码识别', '扫码', '识别二维码', '二维码解码', 'qr scanner', 'scan'],
  category: 'img',
  order: 43,
  added: '2026-11-22',
  intro: {
    zh: [
      '二维码扫描可以识别图片中的二维码，读出其中的文字、网址或其他信息。识别全部在你的浏览器中完成，图片不会上传到服务器。',
      '1、点击“点击上传二维码图片”，选择一张包含二维码的照片或截图（也可以拖入或粘贴图片，不超过 7MB）。',
      '2、确认预览无误后，点击“二维码识别”。',
      '3、识别结果会显示在下方，可以一键复制；如果图片中有多个二维码，会全部列出。',
    ],
    en: [
      'The QR code scanner reads the text, link or other data stored in a QR code in an image. Everything happens in your browser: the image is never uploaded.',
      '1. Click “Upload a QR code image” and choose a photo or screenshot with a QR code (or drag or paste it; up to 7 MB).',
      '2. Check the preview and click “Scan QR code”.',
      '3. The result appears below with a copy button; when the image holds several codes, all of them are listed.',
    ],
  },
});
