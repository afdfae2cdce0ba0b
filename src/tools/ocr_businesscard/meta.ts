import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_businesscard',
  name: { zh: '名片识别', en: 'Business Card Reader' },
  description: {
    zh: '拍照识别名片上的姓名、职位、公司、手机、电话、传真、邮箱、网址和地址，逐项复制，导出 vCard 存进通讯录，或下载 Excel、JSON；照片不上传。',
    en: 'Read the name, title, company, phones, fax, e-mail, website and address off a business card; copy each, save a vCard for your contacts, or Excel and JSON. Nothing uploaded.',
  },
  keywords: ['名片识别', '名片', '识别', '名片扫描', '名片转通讯录', 'vCard', 'business card ocr'],
  category: 'img',
  order: 56.1,
  added: '2026-11-27',
  intro: {
    zh: [
      '名片识别从名片照片中读出姓名、职位、公司、手机、电话、传真、邮箱、网址和地址：号码、邮箱、网址按格式认，电话、传真、地址按标签认，公司和职位按常见用词认，姓名取字号最大的那一行短中文。',
      '每一项可以单独复制；“下载 vCard”得到的 .vcf 文件可以直接导入手机通讯录、Outlook 等；也可以下载 Excel 或 JSON。名片没有校验规则，识别把握不大的项目会标为“请核对”。',
      '1、点击“点击上传名片照片”，选择一张清晰、完整的名片照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片和结果都不会上传或保存。',
    ],
    en: [
      'The business card reader reads the name, title, company, mobile, phone, fax, e-mail, website and address off a photo of a card: numbers, e-mail and web addresses by their form, phone, fax and address by their labels, company and title by their usual words, and the name as the largest short line of Chinese.',
      'Copy each field on its own; “Download vCard” gives a .vcf file that imports into phone contacts, Outlook and others; or download Excel or JSON. A card has no check rule, so fields read with low confidence are marked “Check”.',
      '1. Click “Upload a photo of the business card” and choose a sharp, whole photo (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
