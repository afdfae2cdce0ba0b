import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'jsoncheck',
  name: { zh: 'JSON校验', en: 'JSON Validator' },
  description: {
    zh: '校验 JSON 是否合法：指出出错的行号、列号和原因并标出位置，统计层级与键数，提示重复键名，可选 JSONC（注释与尾逗号）。',
    en: 'Check whether JSON is valid: the line, column and reason of an error marked in place, depth and key counts, duplicate keys, and an optional JSONC mode.',
  },
  keywords: [
    '前端',
    '开发',
    '校验',
    'JSON',
    '对象',
    'JS',
    'JavaScript',
    '文本',
    '网页',
    '验证',
    'JSON验证',
    'JSON语法验证',
    '测试和调试JSON代码',
    'JSON验证工具',
    'JSON validator',
  ],
  category: 'develop',
  order: 6,
  added: '2026-11-23',
  intro: {
    zh: [
      'JSON校验按 RFC 8259 标准严格检查一段 JSON 是否合法，出错时告诉你第几行第几列、缺了什么，并在原文中用 ^ 标出位置。',
      '1、粘贴或输入 JSON，校验结果随输入实时更新。',
      '2、合法时显示根类型、层级深度、对象/数组/键的数量和大小，并给出格式化后的 JSON；同一对象里重复的键名会单独提示。',
      '3、如果是 VS Code 配置这类带注释或尾逗号的 JSONC，打开“允许注释和尾逗号”。',
      '4、所有校验都在浏览器中完成，数据不会上传。',
    ],
    en: [
      'The JSON Validator checks a text strictly against RFC 8259; an error shows its line, column and what is missing, with a ^ under the spot.',
      '1. Paste or type JSON; the check follows your typing.',
      '2. Valid JSON shows its root type, depth, the number of objects, arrays and keys and its size, with the formatted JSON; duplicate keys are pointed out.',
      '3. For JSONC such as VS Code settings (comments, trailing commas), turn on "Allow comments and trailing commas".',
      '4. Everything happens in your browser; nothing is uploaded.',
    ],
  },
});
