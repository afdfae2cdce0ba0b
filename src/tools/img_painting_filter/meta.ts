import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_painting_filter',
  name: { zh: '油画滤镜', en: 'Oil Painting Filter' },
  description: {
    zh: '给照片加上油画效果：把相近的颜色合并成笔触般的色块，边缘保持清楚，可调笔触大小和色阶。',
    en: 'Give a photo an oil-painting look: similar colours merge into brush-like patches while edges stay crisp; adjust brush size and levels.',
  },
  keywords: [
    '油画滤镜',
    '油画滤镜图片制作',
    '油画滤镜图片生成',
    '油画效果',
    '油画滤镜制作',
    '在线照片滤镜',
    '艺术风格',
  ],
  category: 'img',
  order: 43,
  intro: {
    zh: [
      '油画滤镜用经典的“油画化”算法处理照片：每个像素取周围一圈里最常见亮度的平均颜色，于是细碎的纹理变成一块块笔触，而物体的轮廓保持清楚。这是传统图像算法，不是 AI 绘画；全部在你的浏览器里完成，照片不会上传。',
      '1、上传照片；2、拖动“笔触大小”和“色阶”调整效果，按住预览可对比原图；3、保存为 PNG 或 JPG。',
      '为了在手机上也能快速处理，较大的照片会先缩小到最长边 1600 像素再加滤镜。',
    ],
    en: [
      'Applies the classic “oilify” algorithm: each pixel takes the average colour of the most common brightness around it, so fine texture turns into brush-like patches while outlines stay crisp. It is a traditional image filter, not AI painting; everything runs in your browser and the photo is never uploaded.',
      '1. Upload a photo; 2. move “Brush size” and “Levels” to taste, hold the preview to compare with the original; 3. save as PNG or JPG.',
      'To stay quick on phones, bigger photos are scaled down to 1600 px on the long side before filtering.',
    ],
  },
});
