import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    mode: '裁剪方式',
    box: '在预览上框选',
    margins: '按页边距',
    boxHint: '在页面上拖出要保留的区域，拖动框可移动，拖动右下角可调整大小。',
    top: '上边距',
    right: '右边距',
    bottom: '下边距',
    left: '左边距',
    range: '应用到的页面（留空为全部页面）',
    previewPage: '预览页',
    run: '裁剪PDF',
    needBox: '请先在预览上拖出要保留的区域',
    tooMuch: '页边距太大，页面会被裁光',
  },
  en: {
    mode: 'Crop by',
    box: 'A box on the preview',
    margins: 'Margins',
    boxHint: 'Drag on the page to mark the area to keep; drag the box to move it, its corner to resize it.',
    top: 'Top',
    right: 'Right',
    bottom: 'Bottom',
    left: 'Left',
    range: 'Pages (blank for all)',
    previewPage: 'Preview page',
    run: 'Crop PDF',
    needBox: 'First drag the area to keep on the preview',
    tooMuch: 'The margins are larger than the page',
  },
});
