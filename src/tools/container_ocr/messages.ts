import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传集装箱箱门照片',
    number: '箱号',
    owner: '箱主代码',
    category: '设备类别',
    serial: '顺序号',
    checkDigit: '校验码',
    sizeType: '尺寸类型代码',
    check: '校验码与箱号不符（ISO 6346），箱号有字符识别错了',
    hint: '箱号按 ISO 6346 规则核对：4 位字母（箱主代码和类别 U/J/Z/R）、6 位顺序号和 1 位校验码。',
  },
  en: {
    upload: 'Upload a photo of the container doors',
    number: 'Container number',
    owner: 'Owner code',
    category: 'Equipment category',
    serial: 'Serial number',
    checkDigit: 'Check digit',
    sizeType: 'Size and type code',
    check: 'The check digit does not match (ISO 6346): a character is misread',
    hint: 'The number is checked with ISO 6346: four letters (owner code and category U/J/Z/R), a six-digit serial and a check digit.',
  },
});
