import { PPT_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ppt_convert',
  name: {
    zh: 'PPT格式转换',
    en: 'PPT Format Converter',
  },
  description: {
    zh: 'PPT 演示文稿格式互转：PPT、PPTX、ODP 任意转换，旧版 PPT 一键转成 PPTX，可批量转换。',
    en: 'Convert presentations between PPT, PPTX and ODP: old PPT files to PPTX and back, many at once.',
  },
  keywords: [
    '在线ppt转格式',
    'ppt转换pdf',
    'PPT转图片',
    'PPT转html',
    '免费PPT格式转换',
    'PPT怎么转格式',
    '文档转换',
    'PPT转换',
    'PPT',
    ...PPT_KEYWORDS,
  ],
  category: 'doc',
  order: 3,
  added: '2026-11-28',
  intro: {
    zh: [
      'PPT格式转换可以在 PPT、PPTX 和 ODP 之间互相转换演示文稿，例如把旧版 PowerPoint 的 PPT 文件转成 PPTX，方便在新版 Office、WPS 或 LibreOffice 中编辑。',
      '1、在“转换为”中选择要得到的格式。',
      '2、点击“点击上传PPT文件”或拖入文件，可以一次添加多个；每个文件显示上传、排队和转换进度，可以随时取消。',
      '3、转换完成后单独下载，或点击“全部下载”打包保存。',
      '如果文件本身就是所选格式，会转换为另一种常用格式，列表中会写明每个文件的转换方向。含有宏的演示文稿为了安全不予处理。',
    ],
    en: [
      'The PPT format converter converts presentations between PPT, PPTX and ODP, for example old PowerPoint PPT files to PPTX for editing in a newer Office, WPS or LibreOffice.',
      '1. Choose the format you want under “Convert to”.',
      '2. Click “Upload presentations” or drop files, as many as you like; each shows its upload, queue and conversion progress and can be cancelled.',
      '3. Download each result, or “Download all” as one zip.',
      'A file already in the chosen format is converted to the other usual one; each row shows its direction. Presentations with macros are refused for safety.',
    ],
  },
});
