import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'calculator',
  name: { zh: '计算器', en: 'Calculator' },
  description: {
    zh: '在线科学计算器：十进制精确计算（0.1+0.2=0.3），三角函数、对数、乘方、阶乘，支持键盘和历史记录。',
    en: 'A scientific calculator with exact decimals (0.1 + 0.2 = 0.3), trig, logs, powers and factorials, keyboard input and history.',
  },
  keywords: [
    '科学计算器',
    '计算',
    '在线计算',
    '网页计算器',
    '算数',
    '加减乘除',
    '方程计算器',
    '几何计算器',
    '学生计算器',
    '手机计算器',
    '精确测量',
    '数据分析',
    '节省时间',
    '四则运算',
    '三角函数',
    '定义函数',
    '程式求根',
    '微分方法',
    '采样',
  ],
  category: 'data',
  order: 10,
  added: '2026-11-23',
  intro: {
    zh: [
      '计算器支持四则运算、括号、乘方、开方、阶乘、百分号、三角函数（角度或弧度）、反三角函数、自然对数和常用对数，按十进制精确计算，不会出现 0.1+0.2=0.30000000000000004 这样的误差。',
      '1、用键盘直接输入算式（回车计算，Esc 清空），或点按屏幕上的按键；输入时即可看到结果预览。',
      '2、按 = 后算式和结果记入历史记录（只保存在本机），点击记录可再次使用；Ans 代表上一次的结果。',
      '3、算式保存在网址里，复制链接即可把这道算式分享给别人。',
    ],
    en: [
      'Calculator handles + − × ÷, brackets, powers, roots, factorials, percentages, trig functions in degrees or radians, inverse trig and logarithms, in exact decimals: no 0.1 + 0.2 = 0.30000000000000004.',
      '1. Type the expression on your keyboard (Enter computes, Esc clears) or tap the keys; the result previews as you type.',
      '2. Pressing = keeps the calculation in the history (on this device only); tap an entry to use it again; Ans is the last result.',
      '3. The expression lives in the link: copy it to share the calculation.',
    ],
  },
});
