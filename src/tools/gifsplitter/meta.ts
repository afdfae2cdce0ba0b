import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'gifsplitter',
  name: { zh: 'GIF分解', en: 'GIF Frame Splitter' },
  description: {
    zh: '把 GIF 动图拆成一帧一帧的 PNG 图片，显示每帧的时长，可单独保存或打包下载 ZIP，在浏览器中完成。',
    en: 'Split an animated GIF into PNG frames with each frame’s delay; save one or download them all as a zip, in your browser.',
  },
  keywords: [
    '分解',
    'GIF图片',
    '动态图片分解',
    'gif拆分',
    '动图变静图',
    '图片拆单张',
    '在线拆Gif',
    'gif提取',
    '独立帧',
    '静态图',
  ],
  category: 'img',
  order: 24,
  intro: {
    zh: [
      'GIF分解把动图拆成一张张静态图片，每一帧都是完整的画面（已按 GIF 的叠加规则合成），全部在你的浏览器里完成，图片不会上传。',
      '1、上传 GIF 动图，马上看到全部帧、每帧的时长、总时长和帧率。',
      '2、点一帧可以单独保存；点击“打包下载 ZIP”得到全部帧的 PNG 图片和一份帧时长表（delays.txt）。',
    ],
    en: [
      'Split an animation into still pictures; each frame is the whole picture as shown (GIF layering applied). Everything happens in your browser; nothing is uploaded.',
      '1. Upload a GIF to see every frame, its delay, the total time and the frame rate.',
      '2. Tap a frame to save it, or download a zip of every frame as PNG with a table of delays (delays.txt).',
    ],
  },
});
