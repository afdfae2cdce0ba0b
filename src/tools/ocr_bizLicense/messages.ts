import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传营业执照照片',
    code: '统一社会信用代码',
    name: '名称',
    kind: '类型',
    representative: '法定代表人',
    capital: '注册资本',
    founded: '成立日期',
    term: '营业期限',
    address: '住所',
    check: '代码最后一位校验码不符（GB 32100），有字符识别错了',
  },
  en: {
    upload: 'Upload a photo of the business licence',
    code: 'Unified social credit code',
    name: 'Name',
    kind: 'Type',
    representative: 'Legal representative',
    capital: 'Registered capital',
    founded: 'Date of establishment',
    term: 'Business term',
    address: 'Address',
    check: 'The last character fails the check (GB 32100): a character is misread',
  },
});
