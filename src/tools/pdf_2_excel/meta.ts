import { EXCEL_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_2_excel',
  name: {
    zh: 'PDF转Excel',
    en: 'PDF to Excel',
  },
  description: {
    zh: '把 PDF 中的表格转换成 Excel：每个单元格一个值，数字就是数字，日期就是日期，合并单元格保持合并，在浏览器中完成。',
    en: 'Turn the tables in PDFs into Excel: one value per cell, numbers as numbers, dates as dates, merged cells merged, all in your browser.',
  },
  keywords: [
    'excel格式转换',
    '在线pdf转excel',
    'pdf转换成excel',
    'pdf转excel在线转换',
    '免费PDF转Excel',
    'pdf怎么转换成excel',
    'Excel',
    'PDF',
    ...EXCEL_KEYWORDS,
  ],
  category: 'pdf',
  order: 2,
  added: '2026-11-28',
  intro: {
    zh: [
      'PDF转Excel可以把 PDF 里的表格提取成 Excel 工作簿（.xlsx），省去手动整理数据的时间。每一页的表格放在单独的工作表中，每个单元格一个值：带千分位、货币符号或百分号的数字会变成真正的数字，年月日明确的日期会变成日期，合并的表头单元格保持合并。',
      '有表格线的表格和没有表格线、只靠对齐排列的表格都能识别；表格以外的正文不会混进单元格。如果整个 PDF 里没有表格，会把文字逐行放入工作表。',
      '1、点击“点击上传PDF文件”，或把 PDF 拖入虚线框，可以一次选择多个文件。',
      '2、列表中显示每个文件的处理进度，完成后显示找到了几个表格。',
      '3、点击下载保存 Excel 文件，多个文件可以点击“全部下载”打包保存。',
      '转换在你的浏览器中完成，PDF 不会上传到服务器。扫描件（只有图片的 PDF）暂时无法识别。',
    ],
    en: [
      'PDF to Excel takes the tables out of a PDF into an Excel workbook (.xlsx), saving you the retyping. Each page’s tables go on their own sheet with one value per cell: numbers with thousands separators, currency signs or percent signs become real numbers, unambiguous dates become dates, merged header cells stay merged.',
      'Tables with rules and tables that are only aligned text are both found; text outside tables stays out of the cells. A PDF without any table gets its text line by line.',
      '1. Click “Upload PDF files” or drop PDFs into the dashed box; choose as many as you like.',
      '2. Each row shows its progress and, when done, how many tables were found.',
      '3. Download each workbook, or “Download all” as one zip.',
      'The conversion runs in your browser: your PDF is not uploaded. Scans (PDFs that are only pictures) cannot be read yet.',
    ],
  },
});
