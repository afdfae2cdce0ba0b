import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传身份证正面照片',
    name: '姓名',
    sex: '性别',
    ethnicity: '民族',
    birth: '出生日期',
    address: '住址',
    number: '公民身份号码',
    checksum: '号码最后一位校验码不符（GB 11643 / ISO 7064 MOD 11-2）',
    format: '不是 18 位号码',
    badBirth: '号码中的出生日期不是有效日期',
    birthMismatch: '号码中的出生日期与证件上印的不一致',
    sexMismatch: '号码第 17 位表示的性别与证件上印的不一致',
    privacy: '身份证属于敏感个人信息：识别只在你的浏览器中进行，照片和结果都不会上传或保存。',
  },
  en: {
    upload: 'Upload a photo of the ID card front',
    name: 'Name',
    sex: 'Sex',
    ethnicity: 'Ethnicity',
    birth: 'Date of birth',
    address: 'Address',
    number: 'ID number',
    checksum: 'The last character fails the check (GB 11643 / ISO 7064 MOD 11-2)',
    format: 'Not an 18-character number',
    badBirth: 'The birth date in the number is not a real date',
    birthMismatch: 'The birth date in the number differs from the printed one',
    sexMismatch: 'The sex given by the 17th digit differs from the printed one',
    privacy:
      'An ID card is sensitive personal data: it is read in your browser only; neither the photo nor the result is uploaded or kept.',
  },
});
