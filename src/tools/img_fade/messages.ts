import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    mode: '效果',
    gray: '灰度',
    bw: '黑白',
    dither: '网点',
    contrast: '对比度',
    brightness: '亮度',
    threshold: '黑白阈值',
    auto: '自动',
  },
  en: {
    mode: 'Effect',
    gray: 'Greyscale',
    bw: 'Black & white',
    dither: 'Dithered',
    contrast: 'Contrast',
    brightness: 'Brightness',
    threshold: 'Threshold',
    auto: 'Auto',
  },
});
