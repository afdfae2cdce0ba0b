import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'num2zh',
  name: { zh: '数字大小写转换', en: 'Chinese Number Converter' },
  description: {
    zh: '数字转人民币大写金额（壹贰叁、元角分整）和中文数字，也能把中文大写转回数字。',
    en: 'Turns numbers into RMB capital amounts (壹贰叁, 元角分整) and Chinese numerals, and back.',
  },
  keywords: [
    '数字',
    '大小',
    '转换',
    '数字转中文',
    '中文转数字',
    '简写',
    '大写',
    '繁体',
    '在线工具',
    '金额转换',
    '大写数字',
    '小写数字',
    '编号系统',
    '十进制',
    '十六进制',
    '编程语言',
    '手动',
  ],
  category: 'data',
  order: 6,
  added: '2026-11-23',
  intro: {
    zh: [
      '数字大小写转换把阿拉伯数字写成人民币大写金额（如 壹仟肆佰零玖元伍角）、大写数字和小写中文数字，也能把中文大写或小写数字转回阿拉伯数字。',
      '1、输入数字（可带小数、千分位和 ¥ 符号），立即得到大写金额；输入中文（如 壹万陆仟肆佰零玖元零贰分、一万五）则得到数字。',
      '2、大写金额按中国人民银行填写票据的规定书写，整数部分最多 16 位（到仟万亿），金额到分。',
    ],
    en: [
      'Chinese Number Converter writes a number as an RMB amount in capitals (e.g. 壹仟肆佰零玖元伍角), in capital numerals and in lower-case Chinese, and reads Chinese numerals back into digits.',
      '1. Type digits (decimals, thousands separators and ¥ allowed) for the capitals; type Chinese (e.g. 壹万陆仟肆佰零玖元零贰分 or 一万五) for the number.',
      '2. Amounts follow the PBoC rules for filling in bills; up to 16 integer digits (仟万亿), to the fen.',
    ],
  },
});
