import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    range: '提取的页面（留空为全部）',
    run: '提取图片',
    found: '找到 {total} 张图片：JPG {jpg} 张，PNG {png} 张',
    other: '，JPEG 2000 {other} 张',
    skipped: '另有 {skipped} 张黑白传真格式（JBIG2/CCITT）的图片暂不支持导出。',
    note: 'JPG 图片原样导出、不重新压缩；其他图片保存为 PNG，保留透明度。',
  },
  en: {
    range: 'Pages (empty: all)',
    run: 'Extract images',
    found: '{total} pictures: {jpg} JPG, {png} PNG',
    other: ', {other} JPEG 2000',
    skipped: '{skipped} more in fax formats (JBIG2/CCITT) cannot be exported yet.',
    note: 'JPGs come out exactly as stored, not re-encoded; other pictures are saved as PNG with transparency.',
  },
});
