import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'office_reduce',
  name: {
    zh: '文档瘦身',
    en: 'Office File Compressor',
  },
  description: {
    zh: '给 Word、Excel、PPT 文档瘦身：重新压缩文档里的图片、删除无用的内容，文件变小但内容不变，可批量处理。',
    en: 'Make Word, Excel and PowerPoint files smaller: embedded images recompressed and unused parts dropped, content unchanged, many at once.',
  },
  keywords: ['文档瘦身', '文档压缩', 'ppt压缩', 'word压缩', 'excel压缩'],
  category: 'doc',
  order: 5,
  added: '2026-11-28',
  intro: {
    zh: [
      '文档瘦身可以让 DOCX、XLSX、PPTX（以及 ODT、ODS、ODP）文档变小，方便通过邮件或聊天软件发送。它会重新压缩文档中的图片、删除文档中没有用到的部分，文字、表格和排版保持不变。',
      '1、选择瘦身强度：“推荐”几乎看不出图片变化；“强力”图片压缩得更多，文件更小。',
      '2、点击“点击上传文档”或拖入文件，可以一次添加多个；每个文件显示上传、排队和处理进度。',
      '3、完成后可以看到每个文件减小了多少，单独下载或点击“全部下载”打包保存。',
      '如果瘦身后的文件并没有变小，会直接保留原文件。旧版的 DOC、XLS、PPT 文件请先用格式转换工具转成新格式再瘦身。',
    ],
    en: [
      'The Office file compressor makes DOCX, XLSX and PPTX (and ODT, ODS, ODP) files smaller for email and chat apps. It recompresses embedded images and drops parts the document does not use; text, tables and layout stay as they are.',
      '1. Choose a strength: “Recommended” keeps images looking the same; “Strong” compresses them harder for smaller files.',
      '2. Click “Upload documents” or drop files, as many as you like; each shows its upload, queue and processing progress.',
      '3. See how much each file shrank; download each or “Download all” as one zip.',
      'A file that would not get smaller is given back as it was. Convert old DOC, XLS and PPT files to the new formats first.',
    ],
  },
});
