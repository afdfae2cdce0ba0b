import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'qrcode',
  name: { zh: '二维码生成', en: 'QR Code Generator' },
  description: {
    zh: '把文字或网址生成二维码，可选版本、容错级别和颜色，下载 PNG 或 SVG。',
    en: 'Turn text or a link into a QR code; choose version, error correction and colours, download PNG or SVG.',
  },
  keywords: [
    '二维码',
    '文本',
    '转换',
    '二维码免费生成',
    '在线二维码生成',
    '文本生成二维码',
    '制作二维码',
    '创建二维码',
    'qrcode',
    'qr',
  ],
  category: 'img',
  order: 42,
  intro: {
    zh: [
      '二维码生成可以把一段文字、网址或联系方式变成二维码图片，全部在你的浏览器里完成，内容不会上传。',
      '1、在输入框中输入文字或网址，二维码会随输入实时更新。',
      '2、按需要选择版本（1-40，默认自动）、容错级别（L/M/Q/H，默认 M）和前景、背景颜色。',
      '3、点击“下载 PNG”或“下载 SVG”保存二维码。',
    ],
    en: [
      'The QR code generator turns text, a link or contact details into a QR code, entirely in your browser: nothing is uploaded.',
      '1. Type text or a link; the code updates as you type.',
      '2. Choose a version (1–40, automatic by default), an error-correction level (L/M/Q/H, M by default) and colours.',
      '3. Download the code as PNG or SVG.',
    ],
  },
});
