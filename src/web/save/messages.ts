import { defineMessages } from '../i18n/index.js';

export const saveMessages = defineMessages({
  zh: {
    saving: '图片保存中，请稍候...',
    savingFile: '文件保存中，请稍候...',
    longPressHint: '长按图片保存到相册',
    close: '关闭',
    saved: '已保存到相册',
    saveFailed: '保存失败，请重试',
    browserTitle: '请在浏览器中打开后下载',
    browserBody: '微信和 QQ 内无法直接下载文件。请点击右上角「···」，选择「在浏览器打开」，再点一次下载。',
    gotIt: '知道了',
  },
  en: {
    saving: 'Saving the image…',
    savingFile: 'Saving the file…',
    longPressHint: 'Press and hold the image to save it to your photos',
    close: 'Close',
    saved: 'Saved to your photos',
    saveFailed: 'Saving failed; please try again',
    browserTitle: 'Open this page in your browser to download',
    browserBody:
      'WeChat and QQ do not let pages download files. Tap “···” at the top right, choose “Open in browser”, then download again.',
    gotIt: 'Got it',
  },
});
