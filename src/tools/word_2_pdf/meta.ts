import { WORD_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'word_2_pdf',
  name: {
    zh: 'Word转PDF',
    en: 'Word to PDF',
  },
  description: {
    zh: '把 Word 文档（DOC、DOCX、ODT、RTF、TXT、HTML）转换成 PDF，中文排版和字体完整保留，可批量转换。',
    en: 'Turn Word documents (DOC, DOCX, ODT, RTF, TXT, HTML) into PDFs with their Chinese text and layout intact, many at once.',
  },
  keywords: ['在线word转pdf', 'word转换pdf', 'Word转PDF', '免费Word转PDF', 'word怎么转PDF', ...WORD_KEYWORDS],
  category: 'doc',
  order: 1,
  added: '2026-11-28',
  intro: {
    zh: [
      'Word转PDF可以把 Word 文档转换成版式固定的 PDF 文件，发送、打印和存档时不会因为电脑上缺少字体或软件版本不同而排版错乱。转换在我们的服务器上用 LibreOffice 完成，内置常用中文字体，中文不会变成方框。',
      '1、点击“点击上传Word文档”，或把文件拖入虚线框，可以一次选择多个文件。',
      '2、每个文件会依次上传、排队和转换，列表中显示上传进度、排队位置和转换进度，不想转换的文件可以随时取消。',
      '3、转换完成后点击下载保存单个 PDF，或点击“全部下载”把所有结果打包成一个压缩包。',
      '支持 DOC、DOCX、ODT、RTF、TXT 和 HTML 文件。加密的文档请先取消密码；含有宏的文档为了安全不予处理。上传的原文件在转换结束后立即删除。',
    ],
    en: [
      'Word to PDF turns Word documents into fixed-layout PDFs, so they look the same when sent, printed or archived, whatever fonts or Office version the reader has. The conversion runs on our server with LibreOffice and common Chinese fonts, so Chinese text never turns into boxes.',
      '1. Click “Upload Word documents” or drop files into the dashed box; choose as many as you like.',
      '2. Each file is uploaded, queued and converted; its row shows the upload progress, its place in the queue and the conversion progress. Cancel any file at any time.',
      '3. Download each PDF, or “Download all” as one zip.',
      'DOC, DOCX, ODT, RTF, TXT and HTML files are taken. Remove the password from an encrypted document first; documents with macros are refused for safety. Uploaded originals are deleted as soon as the conversion ends.',
    ],
  },
});
