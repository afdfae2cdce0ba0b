import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_ai_watercolor',
  name: { zh: '国漫水彩风', en: 'Watercolour Painting Filter' },
  description: {
    zh: '把照片画成水彩画：细节化开成淡淡的色块，边缘颜料沉积更深，带纸张纹理和浅浅的铅笔线。',
    en: 'Paint a photo as a watercolour: details wash into soft light areas, pigment pools darker at the edges, with paper grain and light pencil lines.',
  },
  keywords: [
    '国漫水彩风',
    '国漫水彩风图片制作',
    '水彩风图片生成',
    '水彩画效果',
    '照片转成水彩画',
    '水彩绘画图片',
    '在线P图',
  ],
  category: 'img',
  order: 46,
  intro: {
    zh: [
      '国漫水彩风用传统图像算法模仿水彩画：先把照片平滑成一块块淡彩，颜色变浅让“纸白”透出来；色块边缘微微晕开、颜料在边缘沉积得更深；再叠上纸张颗粒和不均匀的晕染，最后保留浅浅的铅笔轮廓。它不是 AI 重绘，画面内容和人物长相不变；全部在你的浏览器里完成，照片不会上传。',
      '1、上传照片；2、调整“晕染”“纸纹”“铅笔线”，按住预览可对比原图；3、保存为 PNG 或 JPG。',
      '风景、花草、人像都适用；结果最长边为 1600 像素。',
    ],
    en: [
      'Imitates a watercolour painting with classical image processing: the photo is smoothed into soft washes and lightened so the paper shows through, the washes bleed slightly at their edges where pigment pools darker, paper grain and uneven washes are added, and light pencil outlines stay. It is not AI redrawing: the content and faces stay as they are; everything runs in your browser and the photo is never uploaded.',
      '1. Upload a photo; 2. adjust “Wash”, “Paper” and “Pencil”, hold the preview to compare; 3. save as PNG or JPG.',
      'Works for landscapes, flowers and portraits; the result is at most 1600 px on the long side.',
    ],
  },
});
