import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'waybill',
  name: { zh: '运单识别', en: 'Waybill Reader' },
  description: {
    zh: '拍照识别快递运单的运单号、快递公司、收件人和寄件人的姓名、电话、地址，逐项复制或下载 Excel、JSON；快递公司按单号格式判断，照片不上传。',
    en: 'Read a parcel waybill: tracking number, courier, and the receiver’s and sender’s names, phones and addresses; copy each or save Excel or JSON. In your browser, nothing uploaded.',
  },
  keywords: [
    '运单',
    '识别',
    '工具',
    '物流',
    '信息提取',
    '收寄件人信息',
    '联系电话',
    '地址',
    '运单号',
    '快递物流',
    '仓储管理',
  ],
  category: 'img',
  order: 56.2,
  added: '2026-11-27',
  intro: {
    zh: [
      '运单识别从快递面单的照片中读出运单号、快递公司，以及收件人、寄件人的姓名、电话和地址，每一项都可以单独复制，也可以下载 Excel 或 JSON。打了星号的电话（138****5678）按原样读出。',
      '快递公司优先按运单号的格式判断：顺丰（SF 开头）、京东（JD）、圆通（YT）、极兔（JT）、德邦（DPK），以及中国邮政和 EMS 的国际格式单号（两个字母、9 位数字、CN，最后一位数字按万国邮联 S10 规则校验）。纯数字单号多家共用，就看面单上印的公司名称；单号格式和印的名称对不上时会标红提示，不替你猜。',
      '1、点击“点击上传运单照片”，选择一张清晰的面单照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片和结果都不会上传或保存。',
    ],
    en: [
      'The waybill reader reads the tracking number, the courier, and the receiver’s and sender’s names, phones and addresses off a photo of a parcel label. Copy each field, or download Excel or JSON. Masked phones (138****5678) are read as printed.',
      'The courier comes first from the number’s form: SF (SF…), JD (JD…), YTO (YT…), J&T (JT…), Deppon (DPK…), and China Post and EMS numbers in the international form (two letters, 9 digits, CN; the last digit checked by the UPU S10 rule). Digits-only numbers are shared by several couriers, so the printed courier name decides; when form and name disagree the field is marked, not guessed.',
      '1. Click “Upload a photo of the waybill” and choose a sharp photo of the label (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
