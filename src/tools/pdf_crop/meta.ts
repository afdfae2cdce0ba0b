import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_crop',
  name: { zh: 'PDF页面裁剪', en: 'PDF Crop' },
  description: {
    zh: '在页面预览上拖出裁剪框，或按页边距裁剪PDF页面，可用于所有页或选定页面，在浏览器中完成。',
    en: 'Crop PDF pages by dragging a box on a preview or by margins, on all or selected pages, right in your browser.',
  },
  keywords: ['PDF裁剪', '页面裁剪', '去白边', '页边距', 'pdf crop'],
  category: 'pdf',
  order: 8,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF页面裁剪可以去掉页面多余的白边或只保留需要的区域：在页面预览上直接拖出裁剪框，或按上下左右的页边距（毫米）裁剪，可以应用到所有页面或指定页面。裁剪不会降低清晰度，文字仍可选择。',
      '1、上传PDF文件。',
      '2、在预览上拖出要保留的区域，或切换到“按页边距”填写要裁掉的宽度，并选择应用的页面。',
      '3、点击“裁剪PDF”，完成后下载。',
    ],
    en: [
      'The crop tool removes white margins or keeps only the part you need: drag a box on the page preview, or give the margins to cut in millimetres, on all pages or the ones you choose. Nothing is rasterised: text stays selectable.',
      '1. Upload a PDF.',
      '2. Drag the area to keep on the preview, or switch to margins and enter how much to cut; choose the pages.',
      '3. Click “Crop PDF” and download the result.',
    ],
  },
});
