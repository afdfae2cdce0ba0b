import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_pagesize',
  name: { zh: '修改PDF页面尺寸', en: 'Change PDF Page Size' },
  description: {
    zh: '把PDF页面改成 A4、A3、A5、Letter 或自定义尺寸，可等比缩放居中或拉伸铺满，在浏览器中完成。',
    en: 'Change PDF pages to A4, A3, A5, Letter or a custom size, scaled to fit or stretched to fill, right in your browser.',
  },
  keywords: ['页面尺寸', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'change pdf page size'],
  category: 'pdf',
  order: 9,
  added: '2026-11-23',
  intro: {
    zh: [
      '修改PDF页面尺寸可以把页面统一成 A4、A3、A5、Letter 等纸张，或自定义宽高（毫米）。“等比适应”会保持内容比例并居中，“拉伸铺满”会让内容填满整张纸。横向的页面会自动使用横向纸张，也可以指定方向。',
      '1、上传PDF文件。',
      '2、选择目标纸张（或自定义尺寸）、缩放方式和方向。',
      '3、点击“修改尺寸”，完成后下载。',
    ],
    en: [
      'The page-size tool makes pages A4, A3, A5, Letter or a custom size in millimetres. “Fit” keeps the proportions and centres the content; “Stretch” fills the sheet. Landscape pages get landscape sheets automatically, or you choose the orientation.',
      '1. Upload a PDF.',
      '2. Choose the paper (or a custom size), fit or stretch, and the orientation.',
      '3. Click “Change size” and download the result.',
    ],
  },
});
