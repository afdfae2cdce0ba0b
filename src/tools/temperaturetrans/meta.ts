import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'temperaturetrans',
  name: { zh: '温度转换', en: 'Temperature Converter' },
  description: {
    zh: '摄氏度、华氏度、开尔文、兰氏度、列氏度互相换算，精确计算。',
    en: 'Converts between Celsius, Fahrenheit, Kelvin, Rankine and Réaumur, exactly.',
  },
  keywords: [
    '温度转换',
    '换算',
    '温度',
    '摄氏度',
    '华氏度',
    '开氏度',
    '兰氏度',
    '列氏度',
    '温标',
    '计量单位',
    '华氏到摄氏',
    '千分之开尔文到克氏',
    '开尔文',
    '千分之开尔文',
    'Kelvin',
    'K',
    'Rankine',
    'R',
  ],
  category: 'data',
  order: 1,
  added: '2026-11-23',
  intro: {
    zh: [
      '温度转换在五种常用温标之间换算：摄氏度（°C）、华氏度（°F）、开尔文（K）、兰氏度（°R）和列氏度（°Ré）。',
      '1、输入温度值，选择它的单位，其余温标的数值立即显示。',
      '2、按十进制精确计算，再按所选小数位四舍五入；低于绝对零度（-273.15 °C）的温度会提示不存在。',
      '3、设置保存在链接里，复制网址即可分享这次换算。',
    ],
    en: [
      'Temperature Converter converts between five scales: Celsius (°C), Fahrenheit (°F), Kelvin (K), Rankine (°R) and Réaumur (°Ré).',
      '1. Type a value and pick its unit; every other scale shows at once.',
      '2. Computed exactly in decimals, then rounded to the decimals you pick; temperatures below absolute zero (-273.15 °C) are refused.',
      '3. The settings live in the link: copy the address to share this conversion.',
    ],
  },
});
