import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传银行卡正面照片',
    number: '卡号',
    network: '卡组织',
    expiry: '有效期（月/年）',
    bank: '发卡银行',
    luhn: '卡号没有通过 Luhn 校验，至少有一位识别错了',
    unionpay: '银联 UnionPay',
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    jcb: 'JCB',
    privacy: '银行卡号属于敏感信息：识别只在你的浏览器中进行，照片和结果都不会上传或保存。',
  },
  en: {
    upload: 'Upload a photo of the card front',
    number: 'Card number',
    network: 'Card network',
    expiry: 'Expiry (MM/YY)',
    bank: 'Issuing bank',
    luhn: 'The number fails the Luhn check: at least one digit is misread',
    unionpay: 'UnionPay',
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    jcb: 'JCB',
    privacy:
      'A card number is sensitive: it is read in your browser only; neither the photo nor the result is uploaded or kept.',
  },
});
