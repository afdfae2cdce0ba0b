import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    format: '图片格式',
    png: 'PNG（无损）',
    jpg: 'JPG（更小）',
    dpi: '清晰度',
    dpiValue: '{dpi} DPI',
    quality: 'JPG 质量',
    range: '转换的页面（留空为全部）',
    run: '转换为图片',
    size: 'A4 页面约 {width}×{height} 像素',
  },
  en: {
    format: 'Format',
    png: 'PNG (lossless)',
    jpg: 'JPG (smaller)',
    dpi: 'Resolution',
    dpiValue: '{dpi} DPI',
    quality: 'JPG quality',
    range: 'Pages (empty: all)',
    run: 'Convert to images',
    size: 'An A4 page is about {width}×{height} pixels',
  },
});
