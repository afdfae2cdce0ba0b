import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'colortrans',
  name: { zh: '颜色转换', en: 'Colour Converter' },
  description: {
    zh: '颜色格式互转：HEX、RGB、HSL、HSV、CMYK、HWB、Lab 和 CSS 颜色名，支持透明度，并计算与另一颜色的 WCAG 对比度。',
    en: 'Convert colours between HEX, RGB, HSL, HSV, CMYK, HWB, Lab and CSS names, with alpha, and check the WCAG contrast ratio against a second colour.',
  },
  keywords: [
    '前端',
    'css',
    '颜色',
    '色剂',
    '开发',
    '取色',
    '转换',
    'rgba',
    'hex',
    '样式',
    '色转换技术',
    'RGB颜色空间',
    'CMYK颜色空间',
    'HSV颜色空间',
    'LAB颜色空间',
    'YUV颜色空间',
  ],
  category: 'develop',
  order: 4,
  added: '2026-11-23',
  intro: {
    zh: [
      '颜色转换可以识别几乎所有常见写法：#1f6feb（# 可省略）、rgb()/rgba()、hsl()、hsv()/hsb()、cmyk()、hwb()、lab()、CSS 颜色名，以及“31, 111, 235”这样的 RGB 数字。',
      '1、输入颜色或点左侧色块取色，下方立即列出所有格式，每一行都可复制。没有完全相同的 CSS 颜色名时，给出最接近的名称并注明。',
      '2、对比度按 WCAG 2.1 计算（1 到 21），并判断 AA、AAA 级别对正文和大号文字是否达标；可修改对比色，或交换两色。',
      '3、CMYK 按通用公式换算，没有使用印刷色彩配置文件，印刷前请以印厂的配置为准。',
    ],
    en: [
      'Colour Converter reads nearly every common notation: #1f6feb (the # may be left out), rgb()/rgba(), hsl(), hsv()/hsb(), cmyk(), hwb(), lab(), CSS names, and plain RGB numbers such as "31, 111, 235".',
      '1. Type a colour or click the swatch to pick one: every notation is listed below, each with a copy button. When no CSS name matches exactly, the closest one is given and marked.',
      '2. The contrast ratio follows WCAG 2.1 (1 to 21), with the AA and AAA verdicts for normal and large text; change the second colour or swap them.',
      "3. CMYK is converted by the common formula, without a print colour profile: check with your printer's profile before printing.",
    ],
  },
});
