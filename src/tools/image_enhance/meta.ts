import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'image_enhance',
  name: { zh: '图片去摩尔纹', en: 'Moiré Removal' },
  description: {
    zh: '去除翻拍屏幕、扫描印刷品时出现的摩尔纹：在频域滤掉周期性条纹，再平滑彩色条纹和噪点，前后对比，原图尺寸保存。',
    en: 'Remove the moiré of photographed screens and scanned prints: periodic stripes filtered out in the frequency domain, colour bands and noise smoothed, before/after view, full-size result.',
  },
  keywords: [
    '图片去摩尔纹',
    '摩尔纹去除',
    '摩尔纹消除',
    '在线去除摩尔纹',
    '照片去摩尔纹',
    '怎么去除摩尔纹',
    '去噪处理',
    '屏幕翻拍',
  ],
  category: 'img',
  order: 44,
  intro: {
    zh: [
      '摩尔纹是拍摄屏幕或扫描印刷网点时，两种规则纹理相互干涉产生的波纹。它们是周期性的，在图片的频谱里表现为远离中心的尖锐亮点。本工具用 OpenCV 对亮度做傅里叶变换，找出这些亮点并滤掉，再平滑色度通道里的彩色条纹，最后做轻微的保边去噪。全部在你的浏览器里完成，图片不会上传。',
      '1、上传有摩尔纹的图片，稍等片刻即可看到处理结果。',
      '2、拖动对比线查看前后效果；纹理残留可以调高“去除强度”，细节太软可以调低。',
      '3、点击保存，结果与原图尺寸相同。',
      '对规则的网纹和屏幕条纹效果最好；不规则或很粗的波纹无法完全去掉。',
    ],
    en: [
      'Moiré is the ripple two regular patterns make together when a screen is photographed or a halftone print is scanned. It is periodic, so in the picture’s spectrum it shows as sharp bright points away from the centre. This tool takes the Fourier transform of the brightness with OpenCV, finds those points and filters them out, smooths the false colour in the chroma channels, then denoises gently with edges kept. It all runs in your browser; the picture is never uploaded.',
      '1. Upload a picture with moiré; the result shows after a moment.',
      '2. Drag the split to compare; raise “Strength” if pattern remains, lower it if detail gets soft.',
      '3. Save: the result has the original’s size.',
      'It works best on regular screens and halftones; irregular or very coarse ripples cannot be removed completely.',
    ],
  },
});
