import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img9grid',
  name: { zh: '九宫格切图', en: 'Grid Splitter' },
  description: {
    zh: '把一张图片切成九宫格（3×3）、四宫格（2×2）或三连图（1×3），自动裁成正方形，按顺序一键保存到相册。',
    en: 'Cut a picture into a 3×3, 2×2 or 1×3 grid, cropped square automatically, and save every piece in order to your gallery.',
  },
  keywords: [
    '九宫格切图',
    '图片切割',
    '在线切图',
    '九宫切图',
    '图片裁切成九张图',
    '九宫格图片制作',
    '九宫格图片生成',
    '朋友圈九宫格',
    '四宫格',
  ],
  category: 'img',
  order: 12,
  intro: {
    zh: [
      '九宫格切图把一张图片切成几张小图，发朋友圈或微博时拼成一张完整的大图，全部在你的浏览器里完成，图片不会上传。',
      '1、上传图片，选择切法：九宫格（3×3）、四宫格（2×2）或三连图（1×3）。',
      '2、图片会自动裁成正方形（三连图为 3:1）；拖动“水平位置”“垂直位置”选择保留的部分。',
      '3、点击“全部保存”，小图按从左到右、从上到下的顺序保存（手机上保存到相册，电脑上打包下载），发布时按顺序选择即可。',
    ],
    en: [
      'Cut one picture into pieces that line up into the whole picture again when posted in order, entirely in your browser: the picture is never uploaded.',
      '1. Upload a picture and pick a grid: 3×3, 2×2 or 1×3.',
      '2. The picture is cropped square (3:1 for 1×3); move the horizontal and vertical position to choose the part kept.',
      '3. Save all: the pieces are saved left to right, top to bottom (to the gallery on phones, as a zip on computers); post them in that order.',
    ],
  },
});
