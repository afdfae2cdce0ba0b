import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'uuid',
  name: { zh: 'uuid生成', en: 'UUID Generator' },
  description: {
    zh: '批量生成 UUID：随机的 v4、按时间排序的 v7 和 v1，可选大写、去掉连字符、加花括号，一次最多 1000 个，复制或下载。',
    en: 'Generate UUIDs in bulk: random v4, time-ordered v7 and v1, upper case, without hyphens or in braces, up to 1,000 at a time, to copy or download.',
  },
  keywords: ['uuid', 'uuid生成', 'uuid批量生成', 'uuid随机生成', 'GUID', 'UUID generator'],
  category: 'develop',
  order: 20,
  added: '2026-11-23',
  intro: {
    zh: [
      'uuid生成用浏览器的安全随机数生成符合 RFC 9562 的 UUID（也叫 GUID），可用作数据库主键、请求 ID、文件名等。',
      '1、选择版本：v4 完全随机，最常用；v7 以毫秒时间戳开头，按生成时间排序，适合做数据库主键；v1 基于时间和随机节点。',
      '2、设置数量（1～1000）和格式：大写、去掉连字符（32 位）或加上花括号（Windows GUID 风格）。',
      '3、点“重新生成”得到新的一批，复制或下载为文本文件。所有 UUID 都在本地生成，不经过服务器。',
    ],
    en: [
      "The UUID Generator makes RFC 9562 UUIDs (GUIDs) from your browser's secure random numbers, for database keys, request IDs or file names.",
      '1. Choose a version: v4 is fully random and the most common; v7 starts with a millisecond timestamp, so it sorts by creation time (good for database keys); v1 is time plus a random node.',
      '2. Set how many (1–1,000) and the format: upper case, without hyphens (32 characters) or in braces (Windows GUID style).',
      '3. "Generate again" makes a new batch; copy it or download it as a text file. Everything is generated locally.',
    ],
  },
});
