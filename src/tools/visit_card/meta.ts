import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'visit_card',
  name: { zh: '二维码名片', en: 'Contact QR Code' },
  description: {
    zh: '填写姓名、电话、公司等信息，生成手机扫码即可存入通讯录的二维码名片（vCard / MECARD），支持中文姓名。',
    en: 'Fill in name, phone, company and more to make a QR business card (vCard / MECARD) that phones save straight to their contacts, Chinese names included.',
  },
  keywords: [
    '二维码名片制作',
    '专属名片',
    '名片制作',
    '二维码名片生成器',
    '二维码名片设计',
    '二维码名片',
    '电子名片制作',
    'vCard',
    '通讯录',
  ],
  category: 'img',
  order: 45,
  intro: {
    zh: [
      '二维码名片把你的联系方式做成一个二维码：别人用手机相机或微信扫一扫，就能把你存进通讯录。全部在你的浏览器里完成，信息不会上传。',
      '1、填写姓名、手机、公司、职位、邮箱、网址、地址等，不需要的留空即可。中文姓名会自动分出姓和名（也认识“欧阳”“诸葛”等复姓）。',
      '2、选择格式：vCard 是通用的名片格式，信息最全；MECARD 更短，二维码更简单、更容易扫。',
      '3、可以调整二维码的颜色和码点形状。每个二维码都会先用扫码器检查能正确识别，再提供保存。',
    ],
    en: [
      'Turn your contact details into a QR code: anyone who scans it with a phone camera saves you to their contacts. Everything happens in your browser; nothing is uploaded.',
      '1. Fill in name, mobile, company, title, email, website and address; leave out what you do not need. Chinese names are split into family and given name (compound surnames too).',
      '2. Pick a format: vCard is the common card format with every field; MECARD is shorter, so the code is simpler and scans more easily.',
      '3. Adjust the colours and dot shape. Every code is checked with a scanner before it can be saved.',
    ],
  },
});
