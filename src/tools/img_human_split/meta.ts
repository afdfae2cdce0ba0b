import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_human_split',
  name: { zh: '人像分割', en: 'Portrait Cut-out' },
  description: {
    zh: '自动识别照片里的人像并抠出来：保存透明背景 PNG，或换成白、蓝、红等纯色背景，头发边缘自然柔和。',
    en: 'Cut the person out of a photo automatically: save a transparent PNG or put them on white, blue, red or any colour, with soft natural hair edges.',
  },
  keywords: [
    '人像分割',
    '人像抠图',
    '在线抠图',
    '抠图透明背景',
    'AI在线人像分割',
    '图片去除背景',
    '人相去除背景',
    '在线一键抠图',
    '换背景',
  ],
  category: 'img',
  order: 40,
  intro: {
    zh: [
      '人像分割用 MediaPipe Selfie 人像分割模型（经 Human 库在浏览器里运行）找出照片中的人，把背景去掉，再把边缘柔化、放大到原图尺寸。全部在你的浏览器里完成，照片不会上传；模型第一次使用时下载（不到 1 MB），之后缓存在浏览器里。',
      '1、上传一张有人物的照片，稍等片刻即可看到抠图结果。',
      '2、选择背景：透明、白色、蓝色、红色，或自定义颜色；拖动“边缘柔和度”调整头发等边缘的过渡。',
      '3、点击保存：透明背景保存为 PNG，纯色背景保存为 JPG，尺寸与原图相同。',
      '模型适合以人物为主体的照片；人物很小、多人重叠或与背景颜色非常接近时，边缘可能不够准确。',
    ],
    en: [
      'Finds the person in a photo with the MediaPipe Selfie segmentation model (run by the Human library in your browser), removes the background, then softens the edge and scales the mask back to the photo’s full size. The photo never leaves your browser; the model (under 1 MB) downloads on first use and stays cached.',
      '1. Upload a photo with a person in it; the cut-out shows after a moment.',
      '2. Pick a background: transparent, white, blue, red or your own colour; move “Edge softness” to tune hair and other edges.',
      '3. Save: a transparent background saves as PNG, a colour as JPG, at the photo’s full size.',
      'It works best when a person is the main subject; very small people, overlapping groups or a background close to the person’s colours can give rougher edges.',
    ],
  },
});
