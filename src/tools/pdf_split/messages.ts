import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    mode: '拆分方式',
    ranges: '按页码范围',
    every: '每 N 页一个文件',
    single: '每页一个文件',
    rangesLabel: '页码范围（每段一个文件）',
    everyLabel: '每个文件的页数',
    run: '开始拆分',
    parts: '将拆分为 {n} 个文件',
  },
  en: {
    mode: 'Split by',
    ranges: 'Page ranges',
    every: 'Every N pages',
    single: 'One file per page',
    rangesLabel: 'Ranges (one file each)',
    everyLabel: 'Pages per file',
    run: 'Split',
    parts: '{n} files will be made',
  },
});
