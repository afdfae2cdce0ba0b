import { WORD_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'word_convert',
  name: {
    zh: 'Word格式转换',
    en: 'Word Format Converter',
  },
  description: {
    zh: 'Word 文档格式互转：DOC、DOCX、ODT、RTF、TXT、HTML 任意转换，旧版 DOC 一键转成 DOCX，可批量转换。',
    en: 'Convert Word documents between DOC, DOCX, ODT, RTF, TXT and HTML: old DOC files to DOCX and back, many at once.',
  },
  keywords: ['在线word格式转换', 'word转图片', 'Word转PDF', 'Word转html', '免费Word格式转换', ...WORD_KEYWORDS],
  category: 'doc',
  order: 2,
  added: '2026-11-28',
  intro: {
    zh: [
      'Word格式转换可以在 DOC、DOCX、ODT、RTF、TXT 和 HTML 之间互相转换文档，例如把旧版 Word 的 DOC 文件转成 DOCX，或者把文档另存为网页、纯文本。转换在服务器上用 LibreOffice 完成，中文内容和排版会尽量保留。',
      '1、先在“转换为”中选择要得到的格式。',
      '2、点击“点击上传Word文档”或拖入文件，可以一次添加多个；每个文件显示上传、排队和转换进度，可以随时取消。',
      '3、转换完成后单独下载，或点击“全部下载”打包保存。',
      '如果文件本身就是所选格式，会转换为另一种常用格式（例如 DOCX 转为 DOC），列表中会写明每个文件的转换方向。转换为 TXT 时只保留文字。',
    ],
    en: [
      'The Word format converter converts documents between DOC, DOCX, ODT, RTF, TXT and HTML, for example old Word DOC files to DOCX, or a document to a web page or plain text. It runs on our server with LibreOffice, keeping Chinese text and layout as far as the target format allows.',
      '1. Choose the format you want under “Convert to”.',
      '2. Click “Upload Word documents” or drop files, as many as you like; each shows its upload, queue and conversion progress and can be cancelled.',
      '3. Download each result, or “Download all” as one zip.',
      'A file already in the chosen format is converted to the other usual one (DOCX to DOC, say); each row shows its direction. TXT keeps the text only.',
    ],
  },
});
