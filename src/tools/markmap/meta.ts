import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'markmap',
  name: { zh: '便捷思维导图', en: 'Mind Map from Markdown' },
  description: {
    zh: '用 Markdown 标题和列表写大纲，实时生成可折叠、可缩放的思维导图，导出 SVG 或高清 PNG。',
    en: 'Write an outline with Markdown headings and lists and get a live mind map you can fold and zoom; export SVG or high-resolution PNG.',
  },
  keywords: [
    '在线思维导图',
    '便捷思维导图',
    '思维导图',
    '思维导图软件',
    '在线思维导图工具',
    '思维导图网页版',
    '思考',
    '记忆',
    '学习工具',
    '图形',
    '做出决定',
    '理解复杂',
    '创造新想法',
    '传递信息',
    '学习新东西',
    '话题',
  ],
  category: 'education',
  order: 90,
  added: '2026-11-23',
  intro: {
    zh: [
      '便捷思维导图用开源的 markmap 把 Markdown 大纲画成思维导图：一级标题是中心主题，二级标题和列表是分支，缩进越深层级越深。',
      '1、在左侧输入大纲，或点一个示例，右侧立即生成导图；拖动平移，滚轮或双指缩放，点节点上的圆点折叠或展开分支。',
      '2、可以设置初始展开的层数，以及分支是否使用不同颜色。',
      '3、“导出 SVG”得到可无限放大的矢量图；“导出 PNG”按所选清晰度（1–3 倍）生成图片，PNG 中的文字为纯文本样式。',
      '4、一张导图最多 500 个节点（更多时绘制会明显变慢），较长的大纲在后台线程中解析。所有内容只在浏览器中处理，不会上传。',
    ],
    en: [
      'Mind Map from Markdown draws your outline with the open-source markmap: the top heading is the centre, lower headings and list items are branches, deeper indentation goes deeper.',
      '1. Type an outline or pick an example: the map appears at once; drag to move, wheel or pinch to zoom, click the dot on a node to fold or unfold it.',
      '2. Choose how many levels are open at first, and whether branches get their own colours.',
      '3. "Export SVG" gives a vector image that scales without limit; "Export PNG" renders at the chosen resolution (1–3×), with labels as plain text.',
      '4. A map holds up to 500 nodes (more take long to draw); long outlines are parsed in a background thread. Nothing leaves your browser.',
    ],
  },
});
