import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_anime_filter',
  name: { zh: '图片日漫滤镜', en: 'Anime Photo Filter' },
  description: {
    zh: '把照片变成日系动漫画面：磨平细碎纹理、色彩更鲜明、明暗分成几层色阶，再勾上细细的轮廓线。',
    en: 'Turn a photo into a Japanese-anime look: fine texture smoothed away, brighter colours, light and shade in a few flat bands and thin outlines.',
  },
  keywords: [
    '图片日漫滤镜',
    '滤镜',
    '日漫',
    '在线图片转漫画',
    '制作日漫图片',
    '二次元',
    '日系漫画',
    '日本动画风',
    '卡通画图片',
  ],
  category: 'img',
  order: 44,
  intro: {
    zh: [
      '图片日漫滤镜用传统图像算法模仿日系动画的画法：先做保边平滑（皮肤、天空变得干净，轮廓不糊），再提高色彩饱和度，把明暗分成几层平涂的色阶（动画里的“赛璐璐”上色），最后沿着明暗交界勾出深色细线。它不是 AI 生成，不会改变五官和构图；全部在你的浏览器里完成，照片不会上传。',
      '1、上传照片；2、调整“线条”“色阶”“色彩”直到满意，按住预览可对比原图；3、保存为 PNG 或 JPG。',
      '为了在手机上也能较快处理，结果最长边为 1600 像素。风景、人像都适用；光线均匀、主体清楚的照片效果最好。',
    ],
    en: [
      'Imitates how Japanese animation is painted, with classical image processing: edge-preserving smoothing (clean skin and sky, crisp outlines), stronger colour, light and shade in a few flat bands (cel shading) and thin dark lines along the edges. It is not AI generation and does not change faces or composition; everything runs in your browser and the photo is never uploaded.',
      '1. Upload a photo; 2. adjust “Lines”, “Bands” and “Colour” to taste, hold the preview to compare; 3. save as PNG or JPG.',
      'To stay quick on phones the result is at most 1600 px on the long side. Works for portraits and scenes; evenly lit photos with a clear subject work best.',
    ],
  },
});
