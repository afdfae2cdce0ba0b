import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '上传视频',
    tip: '支持 MP4、WebM、MOV 等浏览器能播放的视频，最大 500MB。视频只在你的浏览器里处理，不会上传。',
  },
  en: {
    upload: 'Upload a video',
    tip: 'MP4, WebM, MOV or any video your browser plays, up to 500 MB. The video is processed in your browser and never uploaded.',
  },
});
