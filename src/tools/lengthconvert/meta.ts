import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'lengthconvert',
  name: { zh: '长度转换', en: 'Length Converter' },
  description: {
    zh: '米、厘米、尺、寸、丈、里、英寸、英尺、英里、海里等长度单位精确换算。',
    en: 'Converts metres, centimetres, Chinese chi, cun, zhang and li, inches, feet, miles and nautical miles exactly.',
  },
  keywords: [
    '长度',
    '单位转换',
    '在线单位换算',
    '尺厘米转换器',
    '尺寸单位换算',
    '长度单位换算',
    '英寸换算厘米',
    '美国长度',
    '国际长度',
    '英制长度',
  ],
  category: 'data',
  order: 11,
  added: '2026-11-23',
  intro: {
    zh: [
      '长度转换支持公制（千米、米、厘米、毫米等）、市制（里、丈、尺、寸、分）、英美制（英里、码、英尺、英寸）以及海里、天文单位和光年。',
      '1、输入数值，选择原单位和要换算到的单位，所有单位的结果同时显示。',
      '2、市制按 1 米 = 3 尺、1 里 = 500 米计算；英制按 1 英寸 = 2.54 厘米计算。全部用十进制精确计算，显示 12 位有效数字。',
    ],
    en: [
      'Length Converter covers metric units, the Chinese market units (li, zhang, chi, cun, fen), imperial/US units, the nautical mile, the astronomical unit and the light-year.',
      '1. Type a value and pick its unit and the unit you want; every unit is shown at once.',
      '2. 1 m = 3 chi and 1 li = 500 m; 1 inch = 2.54 cm. Exact decimal arithmetic, 12 significant digits shown.',
    ],
  },
});
