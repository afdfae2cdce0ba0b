import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'markdown',
  name: { zh: 'markdown编辑器', en: 'Markdown Editor' },
  description: {
    zh: '在线 Markdown 编辑器：边写边预览，支持表格、代码块、删除线和自动链接；HTML 经过安全过滤，可导出 .md 和带样式的 .html 文件。',
    en: 'Online Markdown editor with a live preview: tables, code blocks, strikethrough and auto-links; the HTML is sanitised and exports as .md or a styled .html file.',
  },
  keywords: [
    'markdown编辑器',
    '在线markdown编辑器',
    'markdown线上编译器',
    'markdown',
    'markdown实时预览',
    'markdown语法',
    '格式化为特殊样式',
    'HTML页面',
    '博客',
    '电子书',
    '新闻杂志',
    '多媒体',
    '内容创作',
    '分割影射图片',
  ],
  category: 'develop',
  order: 15,
  added: '2026-11-23',
  intro: {
    zh: [
      'markdown编辑器使用 markdown-it 按 CommonMark 标准转换，并支持表格、删除线和网址自动变链接。',
      '1、在左侧输入 Markdown，右侧立即显示预览；手机上预览在编辑框下方，也可以切换为“只看编辑”或“只看预览”。',
      '2、默认单个换行即换行，和大多数中文写作习惯一致；关闭后按标准 Markdown 规则合并为一段。',
      '3、默认把 Markdown 中的 HTML 标签当作文字显示；开启“允许 HTML 标签”后会保留标签，但所有预览和导出的内容都经过 DOMPurify 安全过滤，脚本和事件属性会被去掉。',
      '4、可以导出 .md 原文、带样式的 .html 网页（文件名取第一个标题），或复制 HTML 代码。内容只在浏览器中处理，不会上传。',
    ],
    en: [
      'Markdown Editor converts with markdown-it (CommonMark) plus tables, strikethrough and auto-linked URLs.',
      '1. Type Markdown on the left and see the preview on the right (below on phones); or show the editor or the preview alone.',
      '2. A single line break is a line break by default, as most Chinese writing expects; switch it off for standard Markdown paragraphs.',
      '3. HTML tags in the Markdown are shown as text by default; allow them to keep them, but everything previewed or exported is sanitised with DOMPurify (scripts and event attributes are removed).',
      '4. Export the .md source, a styled .html page (named after the first heading), or copy the HTML. Nothing leaves your browser.',
    ],
  },
});
