import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    lines: '线条',
    levels: '色阶',
    vivid: '色彩',
    note: '传统图像滤镜：保边平滑 + 色阶分层 + 轮廓线，不是 AI 重绘。',
  },
  en: {
    lines: 'Lines',
    levels: 'Bands',
    vivid: 'Colour',
    note: 'A classical filter: edge-preserving smoothing, brightness bands and outlines, not AI redrawing.',
  },
});
