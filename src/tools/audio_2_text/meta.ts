import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'audio_2_text',
  name: { zh: '音频转文字', en: 'Audio to Text' },
  description: {
    zh: '上传录音或在网页里直接录音，识别成带时间戳的文字稿，可复制、下载 TXT 或 SRT 字幕；支持 MP3、M4A、WAV、AMR、WebM，最长 30 分钟。',
    en: 'Upload a recording or record in the page and get a timestamped transcript: copy it or download TXT or SRT subtitles. MP3, M4A, WAV, AMR and WebM, up to 30 minutes.',
  },
  keywords: [
    '音频转文字',
    '语音转文字',
    '录音转文字',
    '语音识别',
    '听写',
    '字幕',
    'srt',
    'speech to text',
    'transcribe',
    'asr',
    'mp3',
    'm4a',
    'amr',
  ],
  category: 'text',
  order: 22,
  added: '2026-11-27',
  intro: {
    zh: [
      '音频转文字把一段录音识别成文字稿，每一句都带有开始时间，可以直接复制，也可以下载为 TXT 文本或 SRT 字幕文件。',
      '1、点击上传音频文件（MP3、M4A、WAV、AMR、WebM 等，最长 30 分钟），或点击“开始录音”直接用麦克风录一段。',
      '2、选择录音里说的语言，点击“开始识别”。文件在我们的服务器上排队识别，页面会显示进度。',
      '3、识别完成后查看带时间戳的文字稿，点击“下载TXT”或“下载SRT”保存。',
      '识别在我们自己的服务器上完成，不经过第三方云服务：英语使用开源的 CMU PocketSphinx 引擎。中文普通话需要站点运营者另行配置识别模型，配置后语言列表里才会出现“普通话”。PocketSphinx 是较早的统计模型，清晰、语速平稳的朗读效果较好，嘈杂环境或口音较重时错误会明显增多，重要内容请对照录音校对。微信聊天里直接导出的 SILK 语音需要先转成 MP3 或 M4A。',
    ],
    en: [
      'Audio to Text turns a recording into a transcript in which every line has its start time; copy it, or download it as a TXT file or SRT subtitles.',
      '1. Upload an audio file (MP3, M4A, WAV, AMR, WebM and more, up to 30 minutes), or click “Record” to record with your microphone.',
      '2. Choose the language spoken and click “Transcribe”. The file waits in our server queue and the page shows the progress.',
      '3. Read the timestamped transcript and click “Download TXT” or “Download SRT”.',
      'Recognition runs on our own server, never a third-party cloud: English uses the open-source CMU PocketSphinx engine. Mandarin needs a recognition model that the site operator installs; only then does Mandarin appear in the language list. PocketSphinx is an older statistical model: clear, evenly paced speech works best, and noise or strong accents cause many more errors, so check important passages against the recording. SILK voice files exported straight from WeChat need converting to MP3 or M4A first.',
    ],
  },
});
