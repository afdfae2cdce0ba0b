import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'jsondiff',
  name: { zh: 'JSON diff', en: 'JSON Diff' },
  description: {
    zh: '按结构比较两段 JSON：列出每个新增、删除和修改的路径及新旧值，忽略键的顺序和排版，数组可按位置或按内容对齐。',
    en: 'Compare two JSON documents by structure: every added, removed and changed path with old and new values, ignoring key order and layout; arrays by position or by content.',
  },
  keywords: [
    '开发',
    '前端',
    '转码',
    'JSON',
    '数据',
    '对象',
    'diff',
    '转换',
    '对比',
    '格式JSON数据格式',
    'JSON数据类型',
    'JSON解析和序列化',
    'JSON Web服务',
    '读写JSON文件',
    'JSON compare',
  ],
  category: 'develop',
  order: 5,
  added: '2026-11-23',
  intro: {
    zh: [
      'JSON diff 按数据结构而不是按文本行比较两段 JSON：键的顺序、缩进和换行不同都不算差异，只列出真正变化的字段。',
      '1、在左边粘贴原来的 JSON，右边粘贴新的 JSON，差异会立即列出。',
      '2、每条差异给出路径（如 $.data.items[2].price）、类型（新增、删除、修改）以及新旧值。',
      '3、数组默认按位置逐项比较；如果数组中间插入或删除了元素，选择“按内容对齐”，只报告真正增删的元素。',
      '4、可以复制或下载差异报告。所有比较都在浏览器中完成，数据不会上传。',
    ],
    en: [
      'JSON Diff compares two JSON documents by their structure rather than by lines: key order, indentation and line breaks do not count, only real changes are listed.',
      '1. Paste the old JSON on the left and the new JSON on the right; the differences are listed at once.',
      '2. Each difference gives its path (such as $.data.items[2].price), its kind (added, removed, changed) and the old and new values.',
      '3. Arrays are compared item by item by position; when items were inserted or removed in the middle, choose "Align by content" to report only those.',
      '4. Copy or download the report. Everything happens in your browser; nothing is uploaded.',
    ],
  },
});
