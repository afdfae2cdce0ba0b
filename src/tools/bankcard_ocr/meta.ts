import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'bankcard_ocr',
  name: { zh: '银行卡识别', en: 'Bank Card Reader' },
  description: {
    zh: '拍照识别银行卡卡号、卡组织、有效期和发卡银行，卡号用 Luhn 校验核对，识别错一位就会提示；在浏览器中完成，照片不上传。',
    en: 'Read a bank card’s number, network, expiry and bank from a photo; the number is checked with the Luhn rule, so one misread digit is flagged. In your browser, nothing uploaded.',
  },
  keywords: ['银行卡', '识别', '工具', '扫描', '信息读取', '银行卡识别', '卡号识别', '银行卡号校验', 'bank card ocr'],
  category: 'img',
  order: 53,
  added: '2026-11-23',
  intro: {
    zh: [
      '银行卡识别可以从银行卡正面照片中读出卡号、卡组织（银联、Visa、Mastercard 等，按卡号开头判断）、有效期和卡面上印的发卡银行名称，每一项都可以单独复制。',
      '读出的卡号会用 Luhn 校验（ISO/IEC 7812）核对：只要有一位数字识别错，校验就不会通过，我们会标红提示，而不是替你猜测修改。',
      '1、点击“点击上传银行卡正面照片”，选择一张清晰、没有反光的照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片和结果都不会上传或保存。',
    ],
    en: [
      'The bank card reader reads the card number, the network (UnionPay, Visa, Mastercard… from the first digits), the expiry date and the bank name printed on the front of a card. Copy each field on its own.',
      'The number is checked with the Luhn rule (ISO/IEC 7812): a single misread digit fails it, and the field is marked in red rather than corrected by guessing.',
      '1. Click “Upload a photo of the card front” and choose a sharp photo without glare (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
