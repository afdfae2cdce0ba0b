import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_fade',
  name: { zh: '图片黑白化', en: 'Black & White Photo' },
  description: {
    zh: '把彩色照片变成黑白：灰度、纯黑白（自动阈值）或网点效果，可调对比度和亮度，在浏览器中完成。',
    en: 'Turn a colour photo black and white: greyscale, pure black and white (automatic threshold) or dithered, with contrast and brightness, in your browser.',
  },
  keywords: [
    '图片黑白化',
    '照片黑白化',
    '彩色照片转黑白处理',
    '图片在线转黑白色',
    '黑白图片生产工具',
    '黑白化',
    '黑白图',
    '单色处理',
    '灰度',
  ],
  category: 'img',
  order: 30,
  intro: {
    zh: [
      '图片黑白化可以把彩色照片转成黑白照片，全部在你的浏览器里完成，图片不会上传。',
      '1、上传一张图片，马上看到黑白效果；按住预览图可以对比原图。',
      '2、选择效果：“灰度”保留层次；“黑白”只有纯黑和纯白，阈值默认自动计算；“网点”用黑白点模拟灰度，适合打印和复古效果。',
      '3、调整对比度和亮度，满意后保存为 PNG 或 JPG。',
    ],
    en: [
      'Turn colour photos into black and white, entirely in your browser: the picture is never uploaded.',
      '1. Upload a picture and see it in black and white at once; hold the preview to compare with the original.',
      '2. Pick an effect: greyscale keeps the tones; black and white has only pure black and white (the threshold is found automatically); dithered simulates grey with dots, good for printing and a retro look.',
      '3. Adjust contrast and brightness, then save as PNG or JPG.',
    ],
  },
});
