import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_2_html',
  name: {
    zh: 'PDF转HTML',
    en: 'PDF to HTML',
  },
  description: {
    zh: '把 PDF 转换成一个网页文件：段落、标题、列表、表格和图片都保留，在手机上也能舒服地阅读，在浏览器中完成。',
    en: 'Turn PDFs into one web page: paragraphs, headings, lists, tables and images kept, comfortable to read on a phone, all in your browser.',
  },
  keywords: [
    'pdf转html',
    'pdf转html转换器',
    '在线pdf转html',
    'pdf怎么转换成html',
    'PDF转换',
    '将pdf转换成html',
    '内容转换',
    'PowerPoint幻灯片',
    '提取原始内容',
    '阅读',
    '展示形式',
    '减少时间',
    '释放内容',
    '呈现内容',
  ],
  category: 'pdf',
  order: 3,
  added: '2026-11-28',
  intro: {
    zh: [
      'PDF转HTML可以把 PDF 转换成一个独立的网页文件（.html）。和固定版式的 PDF 不同，网页里的文字会随屏幕宽度重新排版，在手机上不用放大、左右拖动也能顺畅阅读。',
      '段落、标题、加粗、斜体、颜色、列表和表格都会保留，图片直接嵌入网页文件中，不需要额外的图片文件夹；较宽的表格在手机上可以左右滑动查看。',
      '1、点击“点击上传PDF文件”，或把 PDF 拖入虚线框，可以一次选择多个文件。',
      '2、列表中显示每个文件的处理进度，可以随时取消。',
      '3、完成后点击下载保存网页文件，用任意浏览器打开即可阅读。',
      '转换在你的浏览器中完成，PDF 不会上传到服务器。扫描件（只有图片的 PDF）暂时无法转换。',
    ],
    en: [
      'PDF to HTML turns a PDF into one self-contained web page (.html). Unlike a fixed-layout PDF, the page reflows to the screen, so it reads well on a phone without zooming or scrolling sideways.',
      'Paragraphs, headings, bold, italics, colours, lists and tables are kept; images are embedded in the file, so there is no folder of pictures to carry along; wide tables scroll sideways on a phone.',
      '1. Click “Upload PDF files” or drop PDFs into the dashed box; choose as many as you like.',
      '2. Each row shows its progress and can be cancelled.',
      '3. Download the web page and open it in any browser.',
      'The conversion runs in your browser: your PDF is not uploaded. Scans (PDFs that are only pictures) cannot be converted yet.',
    ],
  },
});
