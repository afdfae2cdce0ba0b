import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'tts',
  name: { zh: '文本转语音', en: 'Text to Speech' },
  description: {
    zh: '把中文文字朗读成语音，多音字按词语读准，数字、日期、金额按中文读法，可调语速、音调、音量，在线试听并下载 MP3 或 WAV。',
    en: 'Read Chinese text aloud: polyphonic characters read by their words, numbers, dates and money the Chinese way; set speed, pitch and volume, listen and download MP3 or WAV.',
  },
  keywords: [
    'tts',
    '语音',
    '文本',
    '汉字',
    '汉语',
    '普通话',
    '在线转换',
    '语音生成',
    '中文',
    '语音播放',
    '文字转语音',
    '朗读',
    'mp3',
  ],
  category: 'text',
  order: 20,
  added: '2026-11-23',
  intro: {
    zh: [
      '文本转语音把输入的文字朗读出来，并生成可以下载的音频文件。合成在我们的服务器上用开源的 eSpeak NG 引擎完成，不依赖第三方云服务。',
      '1、输入或粘贴要朗读的文字，最多 5000 字，中文里夹带的英文单词会用英文发音。',
      '2、选择女声或男声，调节语速、音调和音量，点击“开始合成”。长文会按句子切分后依次合成，再无缝拼接。',
      '3、合成完成后可以直接试听，点击“下载MP3”或“下载WAV”保存音频。',
      '多音字按所在词语判断读音，例如“银行”和“行走”、“重要”和“重新”、“长大”和“长度”；数字、日期、百分比和“¥1,234.50”这样的金额按中文习惯读出。这是机器合成的电子音，适合校对、听读和制作提示音，不等同于真人播音。',
    ],
    en: [
      'Text to Speech reads your text aloud and makes an audio file to download. The speech is synthesised on our own server with the open-source eSpeak NG engine; no third-party cloud service sees your text.',
      '1. Type or paste up to 5,000 characters; English words inside Chinese text are read with an English voice.',
      '2. Pick a female or male voice, set speed, pitch and volume, and click “Synthesise”. Long texts are split at sentence ends, synthesised one by one and joined seamlessly.',
      '3. Listen in the page, then “Download MP3” or “Download WAV”.',
      'Polyphonic characters are read by the word they are in (银行 and 行走, 重要 and 重新, 长大 and 长度); numbers, dates, percentages and amounts such as “¥1,234.50” are read the Chinese way. It is a synthetic voice, good for proofreading, listening and prompts, not a human narrator.',
    ],
  },
});
