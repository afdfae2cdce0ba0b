import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'gifcreate',
  name: { zh: 'GIF合成', en: 'GIF Maker' },
  description: {
    zh: '把多张图片或一段视频合成 GIF 动图：调整顺序、每帧时长、尺寸和循环方式，高质量调色板，在浏览器中完成。',
    en: 'Combine pictures or a video clip into an animated GIF: order, frame time, size and looping, with a high-quality palette, all in your browser.',
  },
  keywords: [
    'GIF合成',
    '在线生成GIF图',
    'GIF动态图制作',
    '在线制作gif闪图',
    '图片合成GIF',
    'GIF制作工具',
    'GIF在线工具',
    'GIF动画工具',
    '动态图合成',
    '图片合成',
  ],
  category: 'img',
  order: 23,
  intro: {
    zh: [
      'GIF合成把几张图片或一段视频做成 GIF 动图，全部在你的浏览器里完成，图片和视频不会上传。',
      '1、“图片合成”：上传多张图片（最多 100 张），用箭头调整顺序，设置每帧时长、尺寸、填充方式和循环，点击“生成 GIF”。',
      '2、“视频片段”：上传视频，截取片段，选择尺寸和帧率后生成。',
      '3、我们的编码器为每一帧计算调色板，只写入变化的部分，文件更小、颜色更准；生成后可以预览并保存。',
    ],
    en: [
      'Make an animated GIF from pictures or a video clip, entirely in your browser: nothing is uploaded.',
      '1. Pictures: upload several (up to 100), reorder them with the arrows, set the frame time, size, fit and looping, then Make GIF.',
      '2. Video clip: upload a video, trim it, pick size and frame rate, and make it.',
      '3. Our encoder builds a palette for every frame and writes only what changes, for smaller files and truer colour; preview and save the result.',
    ],
  },
});
