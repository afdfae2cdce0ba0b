import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'led',
  name: { zh: '手持弹幕LED', en: 'Handheld LED Banner' },
  description: {
    zh: '把手机变成 LED 滚动字幕屏：输入文字，调速度、字号和颜色，全屏横屏播放并保持屏幕常亮，演唱会、接机、表白都能用。',
    en: 'Turn your phone into a scrolling LED sign: type the text, set speed, size and colour, then play it full screen in landscape with the screen kept awake.',
  },
  keywords: ['手持弹幕', 'LED', '弹幕', '滚动字幕', '手机弹幕', '接机牌', '演唱会', '应援', '表白'],
  category: 'life',
  order: 6,
  intro: {
    zh: [
      '手持弹幕LED 让文字在屏幕上从右向左循环滚动，适合演唱会应援、接机举牌、聚会和表白。',
      '1、输入要显示的文字，调整滚动速度、字号和文字颜色，上方预览即时变化。',
      '2、点击“全屏播放”，手机会尽量切换为横屏并保持屏幕常亮；轻点屏幕退出。',
    ],
    en: [
      'Handheld LED Banner scrolls your text across the screen from right to left, for concerts, airport pick-ups, parties and declarations.',
      '1. Type the text and set the speed, size and colour; the preview follows.',
      '2. Press Play full screen: the phone turns to landscape where it can and stays awake; tap to leave.',
    ],
  },
});
