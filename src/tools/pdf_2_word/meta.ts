import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_2_word',
  name: {
    zh: 'PDF转Word',
    en: 'PDF to Word',
  },
  description: {
    zh: '把 PDF 转换成可以编辑的 Word 文档：文字按段落排好，标题、加粗、颜色、列表、表格和图片都保留，中文不乱码，在浏览器中完成。',
    en: 'Turn PDFs into Word documents you can edit: text in real paragraphs, headings, bold, colours, lists, tables and images kept, Chinese intact, all in your browser.',
  },
  keywords: [
    '在线pdf转word',
    'pdf转换成word',
    'pdf转word在线转换',
    '免费PDF转Word',
    'pdf怎么转换成word',
    'Word',
    'PDF',
    '文档转换',
    'Microsoft Word',
    '原始PDF',
    '图像',
    '表格',
    '内容保留',
    'Adobe Acrobat',
    'Adobe Reader',
    'Uni PDF Converter',
  ],
  category: 'pdf',
  order: 1,
  added: '2026-11-28',
  intro: {
    zh: [
      'PDF转Word可以把 PDF 转换成能直接编辑的 Word 文档（.docx）。和很多转换工具“一行一个文本框”不同，这里的文字会按段落重新排好：换行处自动接上，中文行之间不会多出空格，英文单词被连字符断开的地方会接回完整的单词。',
      '标题按字号和粗细识别为 Word 标题，加粗、斜体、颜色和字号保留；项目符号和编号变成 Word 列表；有表格线的表格和按列对齐的表格都会变成真正的 Word 表格，合并单元格保持合并；图片放在原来的位置；每一页结束的地方插入分页符，页面大小和页边距与原文件一致。中文使用 Word 和 WPS 都有的宋体、微软雅黑等字体。',
      '1、点击“点击上传PDF文件”，或把 PDF 拖入虚线框，可以一次选择多个文件。',
      '2、每个文件逐页读取，列表中显示正在处理第几页，可以随时取消。',
      '3、完成后点击下载保存 Word 文件，多个文件可以点击“全部下载”打包保存。',
      '转换在你的浏览器中完成，PDF 不会上传到服务器。扫描件（只有图片、没有文字的 PDF）暂时无法转换为可编辑的文字，页面会明确提示。',
    ],
    en: [
      'PDF to Word turns a PDF into a Word document (.docx) you can edit. Unlike converters that put every line in its own text box, lines are joined back into paragraphs: Chinese lines without stray spaces, words broken with a hyphen made whole again.',
      'Headings are found by size and weight and become Word headings; bold, italics, colours and sizes are kept; bullets and numbers become Word lists; tables, with or without rules, become real Word tables with their merged cells; images stay in place; every PDF page ends with a page break, and page size and margins are kept. Chinese text uses fonts Word and WPS both have.',
      '1. Click “Upload PDF files” or drop PDFs into the dashed box; choose as many as you like.',
      '2. Each file is read page by page; its row shows the page being read, and you can cancel at any time.',
      '3. Download each Word file, or “Download all” as one zip.',
      'The conversion runs in your browser: your PDF is not uploaded. Scans (PDFs that are only pictures) have no text to edit yet; the page says so.',
    ],
  },
});
