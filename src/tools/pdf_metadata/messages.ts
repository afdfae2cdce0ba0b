import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    title: '标题',
    author: '作者',
    subject: '主题',
    keywords: '关键词',
    creator: '创建程序',
    producer: 'PDF生成程序',
    created: '创建时间',
    modified: '修改时间',
    clearAll: '清除全部元数据',
    run: '保存元数据',
    hint: '上传后会自动填入文件现有的信息；留空的项目会被删除。',
  },
  en: {
    title: 'Title',
    author: 'Author',
    subject: 'Subject',
    keywords: 'Keywords',
    creator: 'Creator',
    producer: 'Producer',
    created: 'Created',
    modified: 'Modified',
    clearAll: 'Clear all metadata',
    run: 'Save metadata',
    hint: 'The file’s current information fills the form when you upload it; empty fields are removed.',
  },
});
