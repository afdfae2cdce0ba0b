import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '输入要滚动显示的文字，如 生日快乐',
    sample: '欢迎光临',
    speed: '滚动速度',
    size: '字号（屏幕高度的百分比）',
    color: '文字颜色',
    play: '全屏播放',
    exit: '轻点屏幕退出',
    note: '全屏时会尝试横屏并保持屏幕常亮（需浏览器支持；iPhone 请手动横屏）。',
  },
  en: {
    placeholder: 'Type the text to scroll, e.g. Happy birthday',
    sample: 'Welcome',
    speed: 'Speed',
    size: 'Size (% of screen height)',
    color: 'Text colour',
    play: 'Play full screen',
    exit: 'Tap to leave',
    note: 'Full screen tries landscape and keeps the screen awake where the browser allows (on iPhone, turn it by hand).',
  },
});
