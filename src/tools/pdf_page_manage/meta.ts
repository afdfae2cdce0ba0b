import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_page_manage',
  name: { zh: 'PDF页面管理', en: 'PDF Page Organizer' },
  description: {
    zh: '查看PDF页面缩略图，拖动调整顺序，旋转、删除、插入空白页或抽取页面，在浏览器中完成。',
    en: 'See page thumbnails, drag to reorder, rotate, delete, insert blank pages or extract pages, right in your browser.',
  },
  keywords: ['pdf', '页面管理', '删除', '插入', '旋转', '调整页面顺序', '页面抽取', 'pdf page organizer'],
  category: 'pdf',
  order: 3,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF页面管理把每一页显示为缩略图，你可以拖动页面调整顺序（手机上长按拖动），旋转、删除页面，在任意位置插入空白页，或选中几页单独抽取成新文件。',
      '1、上传PDF文件，页面缩略图会逐页显示。',
      '2、点选页面后使用工具栏：旋转、删除、插入空白页；直接拖动页面可以改变顺序。',
      '3、点击“保存PDF”得到调整后的文件，或点击“抽取选中页”只导出选中的页面。',
    ],
    en: [
      'The page organizer shows every page as a thumbnail: drag pages to reorder them (long-press and drag on phones), rotate or delete them, insert blank pages anywhere, or extract selected pages into a new file.',
      '1. Upload a PDF; the thumbnails appear page by page.',
      '2. Select pages and use the toolbar: rotate, delete, insert a blank page; drag a page to move it.',
      '3. Click “Save PDF” for the whole document, or “Extract selected” for only the selected pages.',
    ],
  },
});
