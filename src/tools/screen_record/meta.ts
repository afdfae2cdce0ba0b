import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'screen_record',
  name: { zh: '在线录屏', en: 'Screen Recorder' },
  description: {
    zh: '在浏览器里录制整个屏幕、某个窗口或标签页，可同时录麦克风和系统声音，支持暂停，保存为 WebM 或 MP4，不用装软件。',
    en: 'Record your whole screen, a window or a tab in the browser, with microphone and system sound, pause and resume, and save as WebM or MP4; nothing to install.',
  },
  keywords: ['录屏', '屏幕录制', '在线录屏', '电脑录屏', '网页录屏', '录制屏幕', '录屏软件'],
  category: 'video',
  order: 1,
  intro: {
    zh: [
      '在线录屏用浏览器自带的屏幕共享和录制功能录下你的屏幕，录像只保存在你的电脑上，不会上传。',
      '1、选择要录的内容（整个屏幕、窗口或浏览器标签页），是否录制麦克风和系统声音（系统声音在录制标签页或整个屏幕时可用，取决于浏览器和系统），以及保存格式。',
      '2、点击“开始录屏”，在浏览器弹出的窗口中选择要共享的画面。录制中可以暂停、继续和结束。',
      '3、结束后预览录像并保存。WebM 是 Chrome、Edge、Firefox 的通用格式；浏览器支持时也可以直接录成 MP4。',
      '手机浏览器一般不支持网页录屏，请使用手机系统自带的录屏功能，或在电脑上使用本工具。',
    ],
    en: [
      'Record your screen with the browser’s own screen sharing and recorder; the recording stays on your computer and is never uploaded.',
      '1. Choose what to record (whole screen, a window or a browser tab), whether to record the microphone and system sound (system sound works for tabs or the whole screen, depending on browser and system), and the format.',
      '2. Start recording and pick what to share in the browser’s dialog. Pause, resume and stop while recording.',
      '3. Preview and save the recording. WebM plays in Chrome, Edge and Firefox; where the browser supports it, you can record MP4 directly.',
      'Phone browsers generally cannot record the screen from a web page: use your phone’s own screen recorder, or this tool on a computer.',
    ],
  },
});
