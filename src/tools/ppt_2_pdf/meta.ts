import { PPT_KEYWORDS } from '../../common/doc-keywords.js';
import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ppt_2_pdf',
  name: {
    zh: 'PPT转PDF',
    en: 'PPT to PDF',
  },
  description: {
    zh: '把 PPT 演示文稿（PPT、PPTX、ODP）转换成 PDF，每张幻灯片一页，中文字体完整保留，可批量转换。',
    en: 'Turn presentations (PPT, PPTX, ODP) into PDFs, one slide per page, with Chinese text intact, many at once.',
  },
  keywords: [
    '在线ppt转pdf',
    'ppt转换pdf',
    'PPT转PDF',
    '免费PPT转PDF',
    'PPT怎么转PDF',
    '文档转换',
    'PPT转换',
    'PPT',
    'PDF',
    ...PPT_KEYWORDS,
  ],
  category: 'doc',
  order: 6,
  added: '2026-11-28',
  intro: {
    zh: [
      'PPT转PDF可以把演示文稿转换成 PDF，每张幻灯片一页，在没有安装 PowerPoint 的手机和电脑上也能原样查看、打印和分享。转换在服务器上用 LibreOffice 完成，内置中文字体。',
      '1、点击“点击上传PPT文件”或把文件拖入虚线框，可以一次选择多个文件。',
      '2、每个文件显示上传进度、排队位置和转换进度，可以随时取消。',
      '3、转换完成后单独下载，或点击“全部下载”把所有 PDF 打包保存。',
      '支持 PPT、PPTX 和 ODP。动画和切换效果不会保留在 PDF 中；含有宏的演示文稿为了安全不予处理。',
    ],
    en: [
      'PPT to PDF turns presentations into PDFs, one slide per page, that look the same on any phone or computer, with or without PowerPoint. It runs on our server with LibreOffice and Chinese fonts.',
      '1. Click “Upload presentations” or drop files into the dashed box; choose as many as you like.',
      '2. Each file shows its upload progress, place in the queue and conversion progress, and can be cancelled.',
      '3. Download each PDF, or “Download all” as one zip.',
      'PPT, PPTX and ODP are taken. Animations and transitions do not carry over to a PDF; presentations with macros are refused for safety.',
    ],
  },
});
