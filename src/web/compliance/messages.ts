import { defineMessages } from '../i18n/index.js';

export const complianceMessages = defineMessages({
  zh: {
    agree: '同意',
    refuse: '拒绝',
    backToUpload: '我知道了',
    title: '上传须知',
    p1: '为了完成你选择的处理，你上传的文件会在你的浏览器中读取；只有浏览器无法完成的处理才会把文件发送到服务器。',
    p2: '发送到服务器的文件只用于本次处理，处理完成后会在一小时内自动删除，不会用于其他用途。',
    p3: '请勿上传违法违规内容或你无权处理的他人文件。点击“同意”即表示你已阅读并同意《数据处理规则及免责声明》。',
  },
  en: {
    agree: 'Agree',
    refuse: 'Refuse',
    backToUpload: 'Got it',
    title: 'Before you upload',
    p1: 'Your file is read in your browser to do the job you chose; it is sent to our server only for work a browser cannot do.',
    p2: 'A file sent to the server is used for this job only and deleted automatically within an hour.',
    p3: 'Do not upload unlawful content or other people’s files you have no right to process. By clicking “Agree” you accept our “Data rules and disclaimer”.',
  },
});
