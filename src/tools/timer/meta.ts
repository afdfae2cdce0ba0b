import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'timer',
  name: { zh: '世界时间校准', en: 'World Clock & Time Check' },
  description: {
    zh: '以服务器时间为准显示精确的北京时间，测出本机时钟快了或慢了多少；同时列出世界主要城市的当地时间与时差（自动处理夏令时）。',
    en: "An accurate Beijing time from our server's clock, with how far this device's clock is off; and the local time and UTC offset of major world cities (summer time included).",
  },
  keywords: [
    '世界时间校准',
    '世界时间',
    '北京时间',
    '标准时间',
    '时间校准',
    '世界时钟',
    '世界时差',
    'UTC时间',
    '各地时间',
  ],
  category: 'life',
  order: 50,
  intro: {
    zh: [
      '世界时间校准以本站服务器的时钟为准：页面向服务器往返取时五次，取往返最快的一次，按其中点计算本机时钟的偏差，并给出误差范围。',
      '1、打开页面即显示校准后的北京时间，以及本机时钟比标准时间快或慢多少。',
      '2、下方列出世界主要城市的当地时间、日期和与 UTC 的时差，夏令时自动计算。',
    ],
    en: [
      "World Clock & Time Check trusts our server's clock: the page asks it for the time five times and uses the fastest round trip, taking its midpoint, to work out how far this device's clock is off and how precisely.",
      '1. Open the page to see the corrected Beijing time and whether this device runs fast or slow.',
      '2. Below, the local time, date and UTC offset of major world cities, with summer time applied.',
    ],
  },
});
