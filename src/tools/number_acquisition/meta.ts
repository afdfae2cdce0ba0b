import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'number_acquisition',
  name: { zh: '快递信息提取', en: 'Shipping Info Extractor' },
  description: {
    zh: '粘贴订单或聊天记录，自动提取收件人、手机号、地址、邮编、快递单号和身份证号，按单号前缀识别快递公司，一键复制。',
    en: 'Paste orders or chat messages to pull out names, phone numbers, addresses, postcodes, tracking and ID numbers, with the courier where the number tells it.',
  },
  keywords: [
    '快递信息提取',
    '号码截取',
    '电话',
    '号码',
    '快递',
    '单号',
    '电商',
    '微商',
    '代购',
    '寄快递',
    '正则表达式',
  ],
  category: 'life',
  order: 36,
  added: '2026-11-23',
  intro: {
    zh: [
      '快递信息提取从一大段文字里找出寄快递需要的信息：收件人、手机号、固定电话、地址、邮编、快递单号和身份证号。',
      '1、把订单、聊天记录或表格内容粘贴到输入框，结果随输入实时更新。',
      '2、每一项右侧都有复制按钮，也可以一次复制全部。',
      '身份证号和国际邮件编号会核对校验位，随便一串数字不会被误认；顺丰、京东、圆通、极兔单号按前缀识别快递公司，其他单号不猜测公司。所有内容只在浏览器里处理。',
    ],
    en: [
      'Shipping Info Extractor finds what you need to send a parcel in a block of text: names, mobile and landline numbers, addresses, postcodes, tracking numbers and ID numbers.',
      '1. Paste orders, chat messages or spreadsheet cells; results update as you type.',
      '2. Each item has a copy button, or copy them all at once.',
      'ID and international postal numbers are checked by their check digits, so random digits are not taken for them; SF, JD, YTO and J&T numbers name their courier, others do not guess. Everything stays in your browser.',
    ],
  },
});
