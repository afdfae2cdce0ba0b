import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_2_ppt',
  name: {
    zh: 'PDF转PPT',
    en: 'PDF to PowerPoint',
  },
  description: {
    zh: '把 PDF 转换成 PPT 演示文稿：每页一张幻灯片，文字是可以编辑的文本框，图形和图片作为背景保留，在浏览器中完成。',
    en: 'Turn PDFs into PowerPoint decks: one slide per page, the text in editable text boxes over the page’s graphics and pictures, all in your browser.',
  },
  keywords: [
    '在线pdf转ppt',
    'pdf转换ppt',
    'PDF转PPT',
    '免费PDF转PPT',
    'PDF怎么转PPT',
    '文档转换',
    'PDF转换',
    'PPT',
    'PDF',
  ],
  category: 'pdf',
  order: 5,
  added: '2026-11-28',
  intro: {
    zh: [
      'PDF转PPT可以把 PDF 转换成 PowerPoint 演示文稿（.pptx），每一页变成一张同样大小的幻灯片。页面上的图形、图片和背景保留在幻灯片底层，文字变成叠在上面的可编辑文本框：一个段落一个文本框，字体、字号、颜色、加粗和斜体保持不变，表格变成 PowerPoint 表格。',
      '这样既能保持原来的版面，又可以直接修改文字，适合把 PDF 格式的讲义、报告改成演示文稿继续使用。',
      '1、点击“点击上传PDF文件”，或把 PDF 拖入虚线框，可以一次选择多个文件。',
      '2、列表中显示每个文件逐页处理的进度，可以随时取消。',
      '3、完成后点击下载保存 PPT 文件，多个文件可以点击“全部下载”打包保存。',
      '转换在你的浏览器中完成，PDF 不会上传到服务器。扫描件（只有图片的 PDF）没有可编辑的文字，暂时无法转换。',
    ],
    en: [
      'PDF to PowerPoint turns a PDF into a deck (.pptx) with one slide per page at the page’s size. The page’s graphics, pictures and background stay underneath, and its text goes over them as editable text boxes: one box per paragraph, with font, size, colour, bold and italics kept; tables become PowerPoint tables.',
      'The slides keep the look of the original and the words can be changed right away: handy for turning PDF handouts and reports into presentations.',
      '1. Click “Upload PDF files” or drop PDFs into the dashed box; choose as many as you like.',
      '2. Each row shows its progress page by page and can be cancelled.',
      '3. Download each deck, or “Download all” as one zip.',
      'The conversion runs in your browser: your PDF is not uploaded. Scans (PDFs that are only pictures) have no text to edit yet.',
    ],
  },
});
