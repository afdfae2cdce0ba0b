import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_fix',
  name: { zh: '图片修复', en: 'Photo Repair' },
  description: {
    zh: '用画笔涂抹照片上的划痕、污点、水印或多余的小物体，自动按周围的颜色和纹理填补，原图尺寸保存。',
    en: 'Paint over scratches, spots, watermarks or small unwanted objects and they are filled in from their surroundings; saved at full size.',
  },
  keywords: ['图片修复', '在线图片修复', '图片修复工具', '老照片修复', '去划痕', '去污点', '去水印', '消除笔'],
  category: 'img',
  order: 43,
  intro: {
    zh: [
      '图片修复用 OpenCV 的图像修补算法（Telea 快速行进法或 Navier–Stokes 法），把你涂抹的区域按周围的颜色和纹理填平。全部在你的浏览器里完成，图片不会上传。',
      '1、上传图片，用画笔涂抹划痕、斑点、水印或背景里不想要的小物体；橡皮可以擦掉涂多的地方，撤销可以退回上一笔。',
      '2、选择修复方式：“快速”边缘更清晰，“平滑”适合稍大的区域；取样范围越大，填补参考的周围区域越大。',
      '3、点击开始修复，拖动对比线查看前后效果；不满意可以在结果上继续涂抹修复，最后按原图尺寸保存。',
      '修补是根据周围像素推算的，不能还原大面积缺失、人脸五官或复杂图案，也不能让模糊的照片变清晰。',
    ],
    en: [
      'Photo Repair fills the areas you paint from the colours and texture around them with OpenCV’s inpainting (Telea’s fast marching or Navier–Stokes). It all runs in your browser; the picture is never uploaded.',
      '1. Upload a picture and paint over scratches, spots, watermarks or small unwanted objects; the eraser takes back paint, undo removes the last stroke.',
      '2. Pick a method: “Fast” keeps edges crisper, “Smooth” suits slightly larger areas; a larger sampling range looks further around each gap.',
      '3. Repair, drag the split to compare, paint again on the result if needed, and save at full size.',
      'The fill is worked out from the pixels around it: it cannot bring back large missing parts, facial features or complex patterns, and does not sharpen a blurred photo.',
    ],
  },
});
