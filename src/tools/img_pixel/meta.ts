import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_pixel',
  name: { zh: '图片像素化', en: 'Pixelate Image' },
  description: {
    zh: '把图片变成像素风：可调像素块大小，可选原色或游戏机、PICO-8、黑白等调色板，在浏览器中完成。',
    en: 'Turn a picture into pixel art: choose the block size and keep its colours or use a game-console, PICO-8 or black-and-white palette, in your browser.',
  },
  keywords: ['图片', '像素化', '采样', '调整', '像素风', '马赛克', '像素画'],
  category: 'img',
  order: 31,
  intro: {
    zh: [
      '图片像素化把照片变成一格一格的像素画，全部在你的浏览器里完成，图片不会上传。',
      '1、上传图片，马上看到像素化效果；按住预览图可以对比原图。',
      '2、拖动“像素块大小”调整每一格的大小：数值越大，像素感越强。',
      '3、选择调色板：“原色”保留每一格的平均颜色；“掌机”“PICO-8”“黑白”等把颜色限制在固定的几种，更像老游戏画面。',
      '4、满意后保存为 PNG 或 JPG，图片尺寸与原图相同。',
    ],
    en: [
      'Turn photos into blocky pixel art, entirely in your browser: the picture is never uploaded.',
      '1. Upload a picture and see it pixelated at once; hold the preview to compare with the original.',
      '2. Drag the block size: the bigger the blocks, the stronger the pixel look.',
      '3. Pick a palette: original keeps each block’s average colour; handheld, PICO-8 and black-and-white limit the colours to a fixed few, like old games.',
      '4. Save as PNG or JPG, the same size as the original.',
    ],
  },
});
