import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_pic_beauty',
  name: { zh: '照片美化', en: 'Photo Beautifier' },
  description: {
    zh: '一键美化照片：保边磨皮只平滑肤色，自动调整亮度、对比度和饱和度，强度可调，前后对比，原图尺寸保存。',
    en: 'One-click photo beautifying: edge-keeping smoothing of skin tones only, automatic brightness, contrast and saturation, adjustable strength, before/after view, full-size result.',
  },
  keywords: [
    '照片美化',
    '在线图片美化',
    '在线照片美化',
    '在线自动美颜',
    '一键美化图片',
    '一键美颜',
    '磨皮',
    '自动调色',
  ],
  category: 'img',
  order: 41,
  intro: {
    zh: [
      '照片美化在你的浏览器里用 OpenCV 处理照片，不会上传：先按颜色找出肤色区域，用引导滤波做保边平滑（皮肤变细腻，眼睛、眉毛、头发的边缘保持清晰），再根据亮度直方图自动拉伸黑白场、校正偏暗或偏亮，并略微提高饱和度。',
      '1、上传照片，稍等片刻即可看到美化结果。',
      '2、拖动对比线查看前后效果；用“美化强度”调整程度，可以单独关闭磨皮或自动调色。',
      '3、点击保存，结果与原图尺寸相同。',
      '只做磨皮和调色，不改变脸型和五官；与肤色相近的背景也会被轻微平滑。',
    ],
    en: [
      'Photo Beautifier works on your photo with OpenCV in your browser, never uploading it: skin is found by its colour and smoothed with a guided filter that keeps edges (skin gets finer, eyes, brows and hair stay sharp), then black and white points are stretched from the brightness histogram, dark or bright photos corrected, and saturation raised a little.',
      '1. Upload a photo; the result shows after a moment.',
      '2. Drag the split to compare; set “Strength”, or turn smoothing or auto tone off.',
      '3. Save: the result has the original’s size.',
      'It smooths and tones only; faces and features are not reshaped, and backgrounds close to skin colour are smoothed a little too.',
    ],
  },
});
