import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    lines: '线条',
    levels: '色阶',
    vivid: '色彩',
    size: '头像尺寸',
    zoom: '取景',
    close: '近',
    wide: '远',
    note: '传统图像滤镜：自动找到人脸裁成方形头像，再做保边平滑、色阶分层和勾线，不是 AI 重绘，五官不会被改变。',
  },
  en: {
    lines: 'Lines',
    levels: 'Bands',
    vivid: 'Colour',
    size: 'Avatar size',
    zoom: 'Framing',
    close: 'close',
    wide: 'wide',
    note: 'A classical filter: the face is found and cropped to a square avatar, then smoothed, banded and outlined. Not AI redrawing: the features are not changed.',
  },
});
