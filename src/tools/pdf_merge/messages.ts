import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    run: '合并PDF',
    bookmarks: '保留书签（目录）',
    bookmarksHint: '原文件的书签会按合并后的页码保留',
    needTwo: '请至少添加两个PDF文件',
    total: '共 {files} 个文件，{pages} 页',
  },
  en: {
    run: 'Merge PDFs',
    bookmarks: 'Keep bookmarks',
    bookmarksHint: 'The files’ bookmarks point to their pages in the merged file',
    needTwo: 'Add at least two PDFs',
    total: '{files} files, {pages} pages',
  },
});
