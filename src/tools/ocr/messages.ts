import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传含文字的图片',
    result: '识别出的文字',
    layout: '排版',
    lines: '按原图换行',
    paragraphs: '合并为段落',
    downloadDocx: '下载 Word',
    lowConfidence: '有 {count} 行识别把握不大，已用颜色标出，请对照原图核对。',
  },
  en: {
    upload: 'Upload an image with text',
    result: 'Recognised text',
    layout: 'Layout',
    lines: 'Lines as in the image',
    paragraphs: 'Join into paragraphs',
    downloadDocx: 'Download Word',
    lowConfidence: '{count} line(s) were read with low confidence and are highlighted: check them against the image.',
  },
});
