import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    wash: '晕染',
    texture: '纸纹',
    pencil: '铅笔线',
    note: '传统图像滤镜：保边平滑 + 颜料沉积与纸纹 + 铅笔线，不是 AI 重绘。',
  },
  en: {
    wash: 'Wash',
    texture: 'Paper',
    pencil: 'Pencil',
    note: 'A classical filter: edge-preserving smoothing, pigment and paper effects and pencil lines, not AI redrawing.',
  },
});
