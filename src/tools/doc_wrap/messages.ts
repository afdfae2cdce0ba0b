import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传文档照片',
    tip: '支持 JPG、PNG、WebP 等图片，不超过 30MB；照片只在你的浏览器中处理，不会上传',
    change: '换一张',
    detail: '已按四角拉平透视，文字行纠偏 {skew}°',
    format: '保存格式',
    save: '下载图片',
  },
  en: {
    upload: 'Upload a photo of a document',
    tip: 'JPG, PNG, WebP and other images up to 30 MB; the photo is processed in your browser and never uploaded',
    change: 'Another photo',
    detail: 'Perspective flattened to the four corners; text straightened by {skew}°',
    format: 'Save as',
    save: 'Download image',
  },
});
