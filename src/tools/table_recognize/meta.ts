import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'table_recognize',
  name: { zh: '图片转Excel', en: 'Image to Excel' },
  description: {
    zh: '识别图片或截图里的表格，按表格线（没有线时按文字对齐）还原行列和合并单元格，预览后下载 Excel（.xlsx）或复制到表格软件；识别在浏览器中完成。',
    en: 'Read the table in a picture or screenshot: rows, columns and merged cells from its lines (or, without lines, from how the text lines up); preview, then download an Excel file (.xlsx) or copy it. Runs in your browser.',
  },
  keywords: ['图片转Excel', '图片转表格', '表格识别', '截图转Excel', '照片转Excel', 'OCR表格', '表格文字识别'],
  category: 'doc',
  order: 100,
  added: '2026-11-28',
  intro: {
    zh: [
      '图片转Excel识别图片里的表格并生成 Excel 文件。先用 OpenCV 找出表格的横线和竖线，按线划分单元格（没有竖线的地方识别为合并单元格）；图片里没有表格线时，按文字的对齐方式分出行和列。文字用 PP-OCR 模型识别，全部在你的浏览器中完成，图片不会上传。',
      '1、上传表格的截图或照片（不超过 20MB），上传后立即开始识别；2、核对下方预览的表格；3、点击“下载 Excel”保存为 .xlsx，或点击“复制表格”直接粘贴到 Excel、WPS 表格中。',
      '说明：数字保存为数值、日期保存为日期，以 0 开头的编号按原样保存为文本。照片请尽量拍正、拍清楚（斜拍的照片可以先用“文档图片扭曲恢复”拉平）；手写表格和很密的小字识别效果会差一些，请对照原图核对。第一次使用需要下载约 16MB 的识别模型和约 2MB 的表格线识别引擎，之后会缓存在浏览器里。',
    ],
    en: [
      'Image to Excel reads the table in a picture and makes an Excel file. OpenCV finds the table’s horizontal and vertical lines and the cells between them (cells with no line between them are merged); a table without lines is split into rows and columns by how its text lines up. The text is read with PP-OCR models, all in your browser: the picture is never uploaded.',
      '1. Upload a screenshot or photo of a table (up to 20 MB); reading starts at once. 2. Check the table in the preview. 3. Click “Download Excel” for an .xlsx, or “Copy table” to paste it into Excel or WPS.',
      'Note: numbers are saved as numbers and dates as dates; codes starting with 0 are kept as written. Take photos straight on and sharp (flatten a photo taken at an angle with “Straighten Document Photo” first); handwritten tables and very small dense text are read less well, so check the result. The first use downloads about 16 MB of recognition models and the 2 MB line finder, then they are kept in your browser.',
    ],
  },
});
