import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    search: '搜索语言',
    searchPlaceholder: '例如：Python、安卓、.rs',
    count: '共 {count} 种语言',
    none: '没有找到这种语言',
    file: '文件名',
    run: '运行方法',
    copy: '复制代码',
    copyRun: '复制命令',
    download: '下载文件',
    copied: '已复制',
    copyFailed: '复制失败，请手动选择',
  },
  en: {
    search: 'Find a language',
    searchPlaceholder: 'e.g. Python, Android, .rs',
    count: '{count} languages',
    none: 'No language found',
    file: 'File',
    run: 'How to run',
    copy: 'Copy code',
    copyRun: 'Copy command',
    download: 'Download file',
    copied: 'Copied',
    copyFailed: 'Copy failed: select it by hand',
  },
});
