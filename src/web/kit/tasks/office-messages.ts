import { defineMessages } from '../../../common/messages.js';

/** The words every Office tool page (文档转换工具) shares; a tool adds only its own options' words. */
export const officeMessages = defineMessages({
  zh: {
    uploadText: '点击上传Word文档',
    uploadSheet: '点击上传Excel表格',
    uploadSlides: '点击上传PPT文件',
    uploadAny: '点击上传文档',
    tip: '支持 {formats} 文件，可一次选择多个，单个文件不超过 {mb}MB',
    to: '转换为',
  },
  en: {
    uploadText: 'Upload Word documents',
    uploadSheet: 'Upload spreadsheets',
    uploadSlides: 'Upload presentations',
    uploadAny: 'Upload documents',
    tip: '{formats} files, several at once, up to {mb} MB each',
    to: 'Convert to',
  },
});
