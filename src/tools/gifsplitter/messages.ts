import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '上传 GIF 动图',
    tip: '支持 GIF 动图，最大 50MB。图片只在你的浏览器里处理，不会上传。',
    summary: '共 {frames} 帧 · 总时长 {seconds} 秒 · 约 {fps} 帧/秒 · {w}×{h}',
    zip: '打包下载 ZIP',
    change: '换一张',
    frame: '第 {n} 帧 · {ms}ms',
    save: '保存这一帧',
    working: '正在分解…',
    unreadable: '这不是可读的 GIF 图片，请换一张试试。',
  },
  en: {
    upload: 'Upload a GIF',
    tip: 'Animated GIFs up to 50 MB. The picture is processed in your browser and never uploaded.',
    summary: '{frames} frames · {seconds} s · about {fps} fps · {w}×{h}',
    zip: 'Download zip',
    change: 'Change GIF',
    frame: 'Frame {n} · {ms} ms',
    save: 'Save this frame',
    working: 'Splitting…',
    unreadable: 'This is not a readable GIF; please try another.',
  },
});
