import { EXCEL_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'excel_convert',
  name: {
    zh: 'Excel格式转换',
    en: 'Excel Format Converter',
  },
  description: {
    zh: 'Excel 表格格式互转：XLS、XLSX、ODS、CSV 任意转换，CSV 带 BOM 在 Excel 中打开不乱码，可批量转换。',
    en: 'Convert spreadsheets between XLS, XLSX, ODS and CSV (with a BOM, so Excel opens Chinese CSV correctly), many at once.',
  },
  keywords: [
    'excel格式转换',
    '在线excel转pdf',
    'excel转pdf',
    'excel转图片',
    'excel转html',
    'xlsx转换',
    '免费Excel格式转换',
    'excel怎么转换格式',
    'Excel',
    ...EXCEL_KEYWORDS,
  ],
  category: 'doc',
  order: 7,
  added: '2026-11-28',
  intro: {
    zh: [
      'Excel格式转换可以在 XLS、XLSX、ODS 和 CSV 之间互相转换表格，例如把旧版 Excel 的 XLS 文件转成 XLSX，或者把表格导出为 CSV 供其他程序使用。',
      '1、在“转换为”中选择要得到的格式。',
      '2、点击“点击上传Excel表格”或拖入文件，可以一次添加多个；每个文件显示上传、排队和转换进度，可以随时取消。',
      '3、转换完成后单独下载，或点击“全部下载”打包保存。',
      '转换为 CSV 时只导出第一个工作表，文件为带 BOM 的 UTF-8 编码，用 Excel 打开中文不会乱码。如果文件本身就是所选格式，会转换为另一种常用格式。',
    ],
    en: [
      'The Excel format converter converts spreadsheets between XLS, XLSX, ODS and CSV, for example old Excel XLS files to XLSX, or a sheet to CSV for other programs.',
      '1. Choose the format you want under “Convert to”.',
      '2. Click “Upload spreadsheets” or drop files, as many as you like; each shows its upload, queue and conversion progress and can be cancelled.',
      '3. Download each result, or “Download all” as one zip.',
      'CSV holds the first sheet only, as UTF-8 with a BOM so that Excel shows Chinese correctly. A file already in the chosen format is converted to the other usual one.',
    ],
  },
});
