import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_watermark',
  name: { zh: 'PDF加水印', en: 'PDF Watermark' },
  description: {
    zh: '给PDF添加文字或图片水印，中文水印在任何阅读器中都能正常显示，可调透明度、角度、平铺和位置。',
    en: 'Add a text or picture watermark to a PDF (Chinese included, shown correctly in every reader) with opacity, angle, tiling and position.',
  },
  keywords: ['PDF', '水印', '版权', 'pdf watermark'],
  category: 'pdf',
  order: 4,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF加水印可以在每一页加上文字水印或图片水印（如公司标志）。文字支持中文、英文等多种语言，会把用到的字形嵌入PDF（只嵌入用到的字，文件只增加很少），所以在任何阅读器中都能正常显示、不会乱码。',
      '1、上传PDF文件，选择文字水印或图片水印。',
      '2、填写水印文字或上传图片，调整字号、颜色、透明度、旋转角度，选择平铺或放在某个位置，也可以只给部分页面加水印。',
      '3、点击“添加水印”，完成后下载。',
    ],
    en: [
      'The watermark tool stamps text or a picture (such as a logo) on the pages. Text can be Chinese, English and more: the glyphs used are embedded (only those, so the file barely grows), so every reader shows it correctly.',
      '1. Upload a PDF and choose a text or picture watermark.',
      '2. Enter the text or pick the picture; set size, colour, opacity and angle, tile it or put it in one place, on all or some pages.',
      '3. Click “Add watermark” and download the result.',
    ],
  },
});
