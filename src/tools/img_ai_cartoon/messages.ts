import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    colours: '颜色数量',
    outline: '轮廓粗细',
    note: '传统图像滤镜：保边平滑 + 聚类配色平涂 + 粗轮廓线，不是 AI 重绘。',
  },
  en: {
    colours: 'Colours',
    outline: 'Outline',
    note: 'A classical filter: edge-preserving smoothing, a clustered flat palette and bold outlines, not AI redrawing.',
  },
});
