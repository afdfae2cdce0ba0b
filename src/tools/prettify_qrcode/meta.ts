import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'prettify_qrcode',
  name: { zh: '二维码美化', en: 'QR Code Designer' },
  description: {
    zh: '做一个好看的二维码：彩色与渐变、圆点/圆角等码点、多种码眼形状，中间放 Logo；每个二维码都先验证能扫出来。',
    en: 'Design a good-looking QR code: colours and gradients, dot and rounded modules, eye shapes and a logo in the middle; every code is checked to scan first.',
  },
  keywords: [
    '二维码美化',
    '彩色二维码',
    '二维码样式',
    '二维码样式美化',
    '二维码加图片',
    '二维码制作',
    '个性二维码',
    '定制二维码',
    '设计二维码',
    '二维码加logo',
  ],
  category: 'img',
  order: 44,
  intro: {
    zh: [
      '二维码美化可以给二维码换颜色、加渐变、换码点和码眼的形状，还能在中间放上 Logo。全部在你的浏览器里完成，内容和图片都不会上传。',
      '1、输入网址或文字。',
      '2、选择码点形状（方块、圆角、圆点、菱形、流体）、码眼外框和内点形状，设置前景色、渐变、码眼颜色和背景色。',
      '3、上传 Logo 后，容错级别会自动提高到 H（约 30% 受损仍可识别），Logo 最大占二维码宽度的 24%。',
      '4、每次修改后，工具都会用扫码器按保存的尺寸检查二维码能否正确识别，通过后才能保存。颜色对比太低或 Logo 太大时会提示你调整。',
    ],
    en: [
      'Restyle a QR code: colours, gradients, dot and eye shapes, and a logo in the middle. Everything happens in your browser; nothing is uploaded.',
      '1. Type a link or text.',
      '2. Pick the dot shape (square, rounded, dots, diamond, fluid), the eye frame and centre shapes, and the foreground, gradient, eye and background colours.',
      '3. With a logo, error correction is raised to H automatically (readable with about 30% damaged); the logo takes at most 24% of the width.',
      '4. After every change the code is read back with a scanner at the size it is saved, and can be saved only when it reads correctly; too little contrast or too big a logo is pointed out.',
    ],
  },
});
