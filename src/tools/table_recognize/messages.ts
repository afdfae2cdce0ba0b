import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传表格图片',
    tip: '支持截图和照片（JPG、PNG 等，不超过 20MB）；识别在你的浏览器中完成，图片不会上传',
    lines: '按表格线识别出 {rows} 行 × {cols} 列',
    alignment: '图片中没有完整的表格线，按文字对齐分出 {rows} 行 × {cols} 列',
    text: '没有找到表格结构，已按文字行逐行列出（{rows} 行）',
    download: '下载 Excel',
    copy: '复制表格',
    copied: '已复制，可直接粘贴到 Excel 或 WPS 表格',
    copyFailed: '复制失败，请下载 Excel',
    check: '识别结果请对照原图核对；数字会存为数值，日期存为日期，以 0 开头的编号保持原样。',
    preview: '识别出的表格',
    failed: '表格线识别失败，已按文字对齐分列。',
  },
  en: {
    upload: 'Upload a picture of a table',
    tip: 'Screenshots and photos (JPG, PNG… up to 20 MB); read in your browser, never uploaded',
    lines: '{rows} rows × {cols} columns, by the table’s lines',
    alignment: 'The picture has no full table lines: {rows} rows × {cols} columns by how the text lines up',
    text: 'No table structure was found: the text is listed line by line ({rows} rows)',
    download: 'Download Excel',
    copy: 'Copy table',
    copied: 'Copied: paste it into Excel or WPS',
    copyFailed: 'Copy failed: download the Excel file instead',
    check:
      'Check the result against the picture; numbers are saved as numbers, dates as dates, codes with leading zeros as written.',
    preview: 'The table read',
    failed: 'The table lines could not be found, so the columns follow the text’s alignment.',
  },
});
