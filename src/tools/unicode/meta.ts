import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'unicode',
  name: { zh: 'Unicode编解码', en: 'Unicode Escape/Unescape' },
  description: {
    zh: '中文与 \\uXXXX、\\u{...}、&#...; HTML 实体、U+ 码位、UTF-8 字节之间互相转换，正确处理表情等增补字符，并列出每个字符的编码。',
    en: "Convert text to and from \\uXXXX, \\u{...}, &#...; HTML entities, U+ code points and UTF-8 bytes, emoji and other astral characters included, with each character's codes listed.",
  },
  keywords: [
    '编码',
    '解码',
    'Unicode',
    '中文转码',
    'Ascll',
    '在线',
    '开发',
    '特殊字符',
    '双字节',
    '字符集',
    '计算机程序',
    '字符编码',
    '解码系统',
    '字符分配',
    '编程语言',
    'unicode escape',
  ],
  category: 'develop',
  order: 8,
  added: '2026-11-23',
  intro: {
    zh: [
      'Unicode编解码在中文等字符和各种转义写法之间转换：JavaScript/JSON 的 \\u4E2D、ES6 的 \\u{1F600}、HTML 的 &#20013; 和 &#x4E2D;、U+4E2D 码位以及 UTF-8 字节 E4 B8 AD。',
      '1、选择“编码”和格式，输入文本即得到转义结果；默认只转换非 ASCII 字符，英文和数字保持原样。',
      '2、选择“解码”时会识别文本中所有常见的转义写法（\\u、\\u{}、&#、&#x、U+、\\x 字节、%u），混在普通文字里也可以。',
      '3、表情等增补平面字符在 \\uXXXX 格式下写成两个代理项（如 \\uD83D\\uDE00），其他格式写成一个码位；输入较短时会列出每个字符的码位、UTF-8 和 UTF-16。',
      '4、所有转换都在浏览器中完成。',
    ],
    en: [
      'Unicode Escape/Unescape converts characters to and from their escaped forms: \\u4E2D in JavaScript/JSON, \\u{1F600} in ES6, &#20013; and &#x4E2D; in HTML, U+4E2D code points and UTF-8 bytes E4 B8 AD.',
      '1. Choose "Escape" and a format, then type; by default only non-ASCII characters are escaped.',
      '2. "Unescape" recognises every common form in the text (\\u, \\u{}, &#, &#x, U+, \\x bytes, %u), even mixed with plain text.',
      "3. Emoji and other astral characters become two surrogates in \\uXXXX (such as \\uD83D\\uDE00) and one code point elsewhere; short inputs list each character's code point, UTF-8 and UTF-16.",
      '4. Everything happens in your browser.',
    ],
  },
});
