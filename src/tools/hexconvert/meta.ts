import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'hexconvert',
  name: { zh: '进制转换', en: 'Base Converter' },
  description: {
    zh: '二、八、十、十六进制及 2–36 任意进制互转，支持超大整数、小数和负数。',
    en: 'Converts numbers between binary, octal, decimal, hex and any base 2–36, with big integers and fractions.',
  },
  keywords: [
    '计算语言',
    '二进制',
    '八进制',
    '十进制',
    '十六进制',
    '三十二进制',
    '转化',
    '计算',
    '编码对照',
    '汇编二进制',
    '十进制',
    '十六进制公式',
    '计算器',
    '计算机程序',
    '简体中文',
    '繁体中文',
    '东亚国家',
    '两种字符集',
    '符集之间转换',
  ],
  category: 'data',
  order: 4,
  added: '2026-11-23',
  intro: {
    zh: [
      '进制转换在 2 到 36 之间任意进制互相换算，常用的二进制、八进制、十进制、十六进制、三十二进制和三十六进制同时显示。',
      '1、输入一个数并选择它的进制（也可直接输入 0x、0o、0b 前缀的数），结果立即显示，点右侧按钮复制。',
      '2、整数不限位数；小数按分数精确换算，循环小数用括号标出循环节，例如十进制 0.1 是二进制 0.0(0011)。',
    ],
    en: [
      'Base Converter converts a number between any bases from 2 to 36 and shows binary, octal, decimal, hex, base 32 and base 36 at once.',
      '1. Type a number and pick its base (0x, 0o and 0b prefixes work too); results show as you type, each with a copy button.',
      '2. Integers of any length; fractions are converted exactly, with the repetend of a repeating fraction in parentheses: 0.1 decimal is 0.0(0011) binary.',
    ],
  },
});
