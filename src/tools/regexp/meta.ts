import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'regexp',
  name: { zh: '正则校验', en: 'Regex Tester' },
  description: {
    zh: '在线测试 JavaScript 正则表达式：匹配实时高亮，列出每处匹配和分组（含命名分组），支持替换和常用正则（手机号、身份证号、邮箱等）；卡死的正则会被自动停止。',
    en: 'Test JavaScript regular expressions: live highlighted matches with every group (named ones too), replace, common patterns (China mobile, ID number, e-mail…); a runaway pattern is stopped, not left to hang the page.',
  },
  keywords: [
    '正则表达式校验',
    '在线正则表达式测试',
    '正则校验',
    '正则表达式',
    '在线正则匹配',
    '正则匹配',
    '正则测试',
    '表达式语法',
    '入数据有效性',
    '文本',
    '字符串',
    'URL',
    '快速地找出错',
    '修复',
    '数据分割',
    '时间戳分割',
    'IPv4地址分割',
    '文件内部',
  ],
  category: 'develop',
  order: 16,
  added: '2026-11-23',
  intro: {
    zh: [
      '正则校验使用浏览器的 JavaScript 正则引擎，结果与前端代码和 Node.js 中完全一致。',
      '1、输入正则表达式（不需要写两边的 /），选择修饰符 g、i、m、s、u、y，再输入测试文本，匹配处立即高亮，下方列出每处匹配的位置、编号分组（$1、$2）和命名分组（$<name>）。',
      '2、切换到“替换”，在“替换为”中用 $1、$<name>、$& 引用匹配内容，结果可复制或下载。',
      '3、“常用正则”提供手机号、身份证号、邮箱、网址、IPv4、汉字、日期、邮政编码等写法，适合在一段文本中查找；身份证号只检查格式，不校验最后一位校验码。',
      '4、匹配在后台线程中进行，超过 2 秒会自动停止并提示，像 (a+)+$ 这样会“灾难性回溯”的正则不会让页面卡死。',
    ],
    en: [
      "Regex Tester uses the browser's JavaScript regular expression engine, so results are exactly what your front-end code and Node.js get.",
      '1. Type the pattern (without the surrounding slashes), choose the flags g, i, m, s, u, y and type a test text: matches are highlighted at once, and each is listed with its place, numbered groups ($1, $2) and named groups ($<name>).',
      '2. Switch to "Replace" and use $1, $<name> and $& in the replacement; copy or download the result.',
      '3. "Common patterns" gives China mobile numbers, ID numbers, e-mail, URLs, IPv4, Chinese characters, dates and postcodes, written to find them inside a text; the ID pattern checks the shape only, not the check digit.',
      '4. Matching runs in a background thread and is stopped after 2 seconds with a message: a catastrophically backtracking pattern such as (a+)+$ cannot hang the page.',
    ],
  },
});
