import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传运单照片',
    number: '运单号',
    courier: '快递公司',
    receiverName: '收件人',
    receiverPhone: '收件人电话',
    receiverAddress: '收件地址',
    senderName: '寄件人',
    senderPhone: '寄件人电话',
    senderAddress: '寄件地址',
    s10: '运单号的校验位不符（万国邮联 S10 规则），可能识别有误',
    courierMismatch: '运单号的格式属于这家快递公司，但运单上印的是另一家，请核对',
    hint: '快递公司按运单号的格式判断（顺丰 SF、京东 JD、圆通 YT、极兔 JT、德邦 DPK、邮政和 EMS 的国际格式单号），纯数字单号多家共用，就看运单上印的公司名称。',
  },
  en: {
    upload: 'Upload a photo of the waybill',
    number: 'Tracking number',
    courier: 'Courier',
    receiverName: 'Receiver',
    receiverPhone: 'Receiver’s phone',
    receiverAddress: 'Receiver’s address',
    senderName: 'Sender',
    senderPhone: 'Sender’s phone',
    senderAddress: 'Sender’s address',
    s10: 'The number fails its check digit (UPU S10): it may be misread',
    courierMismatch: 'The number has this courier’s form but another courier is printed: check it',
    hint: 'The courier comes from the number’s form (SF, JD, YT, JT, DPK, and the international form of China Post and EMS numbers); digits-only numbers are shared by several couriers, so the printed courier name decides.',
  },
});
