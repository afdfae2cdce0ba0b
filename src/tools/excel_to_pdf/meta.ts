import { EXCEL_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'excel_to_pdf',
  name: {
    zh: 'Excel转PDF',
    en: 'Excel to PDF',
  },
  description: {
    zh: '把 Excel 表格（XLS、XLSX、ODS、CSV）转换成 PDF，可以让每个工作表占一页，中文不乱码，可批量转换。',
    en: 'Turn spreadsheets (XLS, XLSX, ODS, CSV) into PDFs, optionally one page per sheet, with Chinese text intact, many at once.',
  },
  keywords: [
    'excel格式转换',
    '在线excel转pdf',
    'excel转换成pdf',
    'xlsx转pdf',
    '免费Excel转pdf',
    'excel怎么转换成pdf',
    'Excel',
    'pdf',
    ...EXCEL_KEYWORDS,
  ],
  category: 'doc',
  order: 4,
  added: '2026-11-28',
  intro: {
    zh: [
      'Excel转PDF可以把表格转换成便于发送和打印的 PDF 文件。转换在服务器上用 LibreOffice 完成，内置中文字体，表格中的中文不会乱码。',
      '1、点击“点击上传Excel表格”或拖入文件，可以一次添加多个。',
      '2、表格较宽、打印时被分成好几页的，可以打开“每个工作表输出为一页”，整张表缩放到一页上。',
      '3、每个文件显示上传、排队和转换进度，转换完成后单独下载，或点击“全部下载”打包保存。',
      '支持 XLS、XLSX、ODS 和 CSV。CSV 文件可以是 UTF-8 或 GBK 编码。加密的表格请先取消密码。',
    ],
    en: [
      'Excel to PDF turns spreadsheets into PDFs that are easy to send and print. It runs on our server with LibreOffice and Chinese fonts, so Chinese cells never turn into gibberish.',
      '1. Click “Upload spreadsheets” or drop files, as many as you like.',
      '2. For wide sheets that would print over several pages, turn on “Each sheet on one page” to scale every sheet onto a single page.',
      '3. Each file shows its upload, queue and conversion progress; download each PDF or “Download all” as one zip.',
      'XLS, XLSX, ODS and CSV (UTF-8 or GBK) are taken. Remove the password from an encrypted workbook first.',
    ],
  },
});
