import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'jsonbeautify',
  name: { zh: 'JSON格式化', en: 'JSON Formatter' },
  description: {
    zh: 'JSON 格式化、压缩、键名排序、转义与去转义；大数字和键顺序原样保留，出错时指出行号和列号。',
    en: 'Format, minify, sort keys, escape or unescape JSON; big numbers and key order are kept as written, and errors show their line and column.',
  },
  keywords: [
    '在线解析',
    'JSON',
    '格式化',
    '开发',
    '前端',
    '在线工具',
    '数据交换',
    '验证',
    '数组',
    '对象',
    '结构化格式',
    '手动读取数据',
    'jq工具',
    'JSON处理器',
    '处理复杂数据',
    '特定信息片段',
    'JSON formatter',
  ],
  category: 'develop',
  order: 10,
  added: '2026-11-23',
  intro: {
    zh: [
      'JSON格式化把压缩成一行的 JSON 排版成便于阅读的缩进格式，也可以反过来压缩成一行、按键名排序，或对整段文本做转义/去转义，方便把 JSON 放进字符串里。',
      '1、在左侧粘贴或输入 JSON，右侧立即显示结果；格式有误时会指出第几行第几列、缺少什么。',
      '2、选择缩进（2 格、4 格或制表符）、是否按键名排序、是否把中文等非 ASCII 字符写成 \\uXXXX。',
      '3、超过 2^53 的大整数（如订单号）和 1.50 这样的小数按原样保留，不会像 JSON.parse 那样丢失精度；重复的键名会给出提示。',
      '4、复制结果或下载为文件。所有处理都在浏览器中完成，数据不会上传。',
    ],
    en: [
      'The JSON Formatter lays out one-line JSON with indentation, or minifies it, sorts its keys, or escapes a whole text to embed it in a string (and back).',
      '1. Paste or type JSON on the left; the result appears at once. Invalid JSON shows the line, the column and what is missing.',
      '2. Pick the indent (2 or 4 spaces or a tab), key sorting, and whether non-ASCII characters are written as \\uXXXX.',
      '3. Integers beyond 2^53 (such as order numbers) and numbers like 1.50 are kept exactly as written, unlike JSON.parse; duplicate keys are pointed out.',
      '4. Copy or download the result. Everything happens in your browser; nothing is uploaded.',
    ],
  },
});
