import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_ai_cartoon',
  name: { zh: '多人卡通画', en: 'Cartoon Group Photo' },
  description: {
    zh: '把合照、人像或风景变成卡通画：颜色合并成几块平涂色块，加上粗黑轮廓线，照片里每个人一起变。',
    en: 'Turn a group photo, portrait or scene into a cartoon: colours merged into a few flat areas with bold black outlines, everyone in the picture at once.',
  },
  keywords: ['多人卡通画', '照片转动漫', '人像转动漫', '动漫风格照片', '动漫风格人像', '卡通制作', '插画'],
  category: 'img',
  order: 45,
  intro: {
    zh: [
      '多人卡通画用传统图像算法把整张照片画成卡通风格：先做保边平滑，再用聚类算法从照片里挑出几种代表色，把每个像素换成最接近的一种，形成平涂色块，最后沿着边缘描上粗黑线。因为处理的是整张图，合照里的每个人都会一起卡通化。它不是 AI 重绘，人物的长相和姿势保持不变；照片只在你的浏览器里处理，不会上传。',
      '1、上传照片；2、调整“颜色数量”和“轮廓粗细”，按住预览可对比原图；3、保存为 PNG 或 JPG。',
      '颜色越少越像简笔卡通，越多越接近原图；结果最长边为 1600 像素。',
    ],
    en: [
      'Draws the whole photo as a cartoon with classical image processing: edge-preserving smoothing, then a clustering algorithm picks a few representative colours and every pixel takes the nearest one (flat areas), and bold black lines are drawn along the edges. The whole picture is processed, so everyone in a group photo is cartooned together. It is not AI redrawing: faces and poses stay as they are; the photo is processed in your browser and never uploaded.',
      '1. Upload a photo; 2. adjust “Colours” and “Outline”, hold the preview to compare; 3. save as PNG or JPG.',
      'Fewer colours look more like a simple cartoon, more stay closer to the photo; the result is at most 1600 px on the long side.',
    ],
  },
});
