import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'video_2_gif',
  name: { zh: '视频转gif', en: 'Video to GIF' },
  description: {
    zh: '把视频片段转成 GIF 动图：在时间轴上截取片段，选择尺寸和帧率，带进度条，全部在浏览器中完成，视频不上传。',
    en: 'Turn a video clip into an animated GIF: trim it on a timeline, choose size and frame rate, with a progress bar, all in your browser without uploading.',
  },
  keywords: [
    '视频转gif',
    'GIF动态图制作',
    'GIF动态图生成',
    '视频制作GIF',
    'GIF裁剪',
    'gif裁剪在线',
    'MP4转GIF',
    'MPEG转GIF',
    '视频转换GIF',
  ],
  category: 'video',
  order: 2,
  intro: {
    zh: [
      '视频转gif把一段视频变成 GIF 动图，视频由你的浏览器自己解码，GIF 由我们的编码器在后台线程生成，视频不会上传。',
      '1、上传视频（MP4、WebM、MOV 等浏览器能播放的格式）。',
      '2、拖动时间轴下方的两个滑块截取片段（最长 30 秒），可以在上方播放预览。',
      '3、选择尺寸（长边像素）、帧率和是否循环，点击“生成 GIF”，进度条显示进度。',
      '4、生成后预览并保存。尺寸越大、帧率越高、片段越长，GIF 文件越大。手机上建议选择 320 或 480 尺寸、10 帧/秒以内。',
    ],
    en: [
      'Turn a clip into an animated GIF: your browser decodes the video and our encoder builds the GIF in a background thread. Nothing is uploaded.',
      '1. Upload a video (MP4, WebM, MOV or whatever your browser plays).',
      '2. Drag the two handles under the timeline to pick the clip (up to 30 s); play it above to check.',
      '3. Pick the size (long side), frame rate and looping, then Make GIF; a progress bar shows how far it is.',
      '4. Preview and save it. Bigger, faster and longer means a bigger file; on phones 320 or 480 px at up to 10 fps works best.',
    ],
  },
});
