import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传图片（可多选）',
    tip: '支持 JPG、PNG、HEIC、WebP、AVIF 等格式，图片只在你的浏览器中处理',
    paper: '纸张大小',
    fit: '与图片一样大',
    orientation: '页面方向',
    auto: '自动',
    portrait: '纵向',
    landscape: '横向',
    margin: '页边距',
    run: '生成PDF',
    total: '共 {n} 张图片，每张一页',
  },
  en: {
    upload: 'Upload images (several at once)',
    tip: 'JPG, PNG, HEIC, WebP, AVIF and more; pictures are processed in your browser',
    paper: 'Paper',
    fit: 'Same as the picture',
    orientation: 'Orientation',
    auto: 'Auto',
    portrait: 'Portrait',
    landscape: 'Landscape',
    margin: 'Margins',
    run: 'Make PDF',
    total: '{n} pictures, one per page',
  },
});
