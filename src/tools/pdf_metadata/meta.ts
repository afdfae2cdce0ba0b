import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_metadata',
  name: { zh: '修改PDF元数据', en: 'Edit PDF Metadata' },
  description: {
    zh: '查看和修改PDF的标题、作者、主题、关键词、创建程序和日期等元数据，或一键清除，在浏览器中完成。',
    en: 'View and edit a PDF’s title, author, subject, keywords, creator and dates, or clear them all, right in your browser.',
  },
  keywords: ['元数据', '作者', '主题', '关键词', 'edit pdf metadata'],
  category: 'pdf',
  order: 10,
  added: '2026-11-23',
  intro: {
    zh: [
      '修改PDF元数据可以查看并修改PDF文件的标题、作者、主题、关键词、创建程序、生成程序以及创建和修改日期。这些信息会显示在阅读器的“文档属性”中，也会被搜索引擎读取。也可以一键清除全部元数据，保护隐私。',
      '1、上传PDF文件，现有的元数据会自动填入。',
      '2、修改需要的项目，留空的项目会被删除。',
      '3、点击“保存元数据”，完成后下载。',
    ],
    en: [
      'The metadata editor shows and changes a PDF’s title, author, subject, keywords, creator, producer and dates: what readers show under document properties and search engines read. You can also clear everything for privacy.',
      '1. Upload a PDF; its metadata fills the form.',
      '2. Change what you need; empty fields are removed.',
      '3. Click “Save metadata” and download the result.',
    ],
  },
});
