import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传名片照片',
    name: '姓名',
    title: '职位',
    company: '公司',
    mobile: '手机',
    phone: '电话',
    fax: '传真',
    email: '邮箱',
    website: '网址',
    address: '地址',
    vcard: '下载 vCard',
    hint: '名片没有校验规则：识别把握不大的字段会标为“请核对”。vCard（.vcf）文件可以导入手机通讯录、Outlook 和大多数邮箱。',
  },
  en: {
    upload: 'Upload a photo of the business card',
    name: 'Name',
    title: 'Title',
    company: 'Company',
    mobile: 'Mobile',
    phone: 'Phone',
    fax: 'Fax',
    email: 'E-mail',
    website: 'Website',
    address: 'Address',
    vcard: 'Download vCard',
    hint: 'A business card has no check rule: fields read with low confidence are marked “Check”. The vCard (.vcf) file imports into phone contacts, Outlook and most mail apps.',
  },
});
