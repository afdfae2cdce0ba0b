import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    version: '版本',
    v4Hint: '随机，最常用',
    v7Hint: '按时间排序',
    v1Hint: '时间 + 节点',
    count: '数量',
    upper: '大写',
    hyphens: '带连字符 -',
    braces: '加花括号 { }',
    regenerate: '重新生成',
    result: '生成结果',
    generated: '共 {n} 个 {version}',
    exampleBulk: '100 个 v7 主键',
    exampleGuid: 'Windows GUID 风格',
  },
  en: {
    version: 'Version',
    v4Hint: 'random, most common',
    v7Hint: 'time-ordered',
    v1Hint: 'time + node',
    count: 'How many',
    upper: 'Upper case',
    hyphens: 'With hyphens -',
    braces: 'In braces { }',
    regenerate: 'Generate again',
    result: 'UUIDs',
    generated: '{n} × {version}',
    exampleBulk: '100 v7 keys',
    exampleGuid: 'Windows GUID style',
  },
});
