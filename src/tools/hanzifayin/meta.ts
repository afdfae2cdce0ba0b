import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'hanzifayin',
  name: { zh: '汉字标准发音', en: 'Chinese Pronunciation' },
  description: {
    zh: '查汉字和词语的标准普通话读音：按词语显示带声调的拼音，列出多音字的全部读音和例词，每个读音都能点击播放。',
    en: 'Look up the standard Mandarin reading of a character or word: toned pinyin in context, every reading of a polyphonic character with example words, each one playable.',
  },
  keywords: [
    '汉字发音',
    '中文发音',
    '汉字读音',
    '在线汉字发音工具',
    '文字发音',
    '文字语音',
    '汉字发音在线生成',
    '口语方式',
    '统一标准',
    '正声',
    '多音字',
    '拼音',
    '普通话',
  ],
  category: 'education',
  order: 30,
  added: '2026-11-23',
  intro: {
    zh: [
      '汉字标准发音帮助你查准一个字或一个词的普通话读音，特别是多音字在不同词语中的读法。',
      '1、输入一个汉字或词语（最多 12 个汉字），上方按词语显示每个字的带声调拼音。',
      '2、下方逐字列出全部读音：多音字的每个读音都附有例词，例如“行”读 háng（银行）、xíng（行走）、héng（道行），本词中的读音会突出显示。',
      '3、点击读音旁的播放按钮，服务器会用 eSpeak NG 引擎按这个拼音合成读音并播放。',
      '读音和例词来自开源的 pinyin-pro 词典和 cnchar 多音词表；播放的是机器合成的电子音，声调准确但不如真人自然。',
    ],
    en: [
      'Chinese Pronunciation gives the standard Mandarin reading of a character or a word, especially how a polyphonic character is read in different words.',
      '1. Type a character or word (up to 12 characters); the toned pinyin of each character, read in context, appears above it.',
      '2. Below, every reading of each character is listed; each reading of a polyphonic character comes with example words, e.g. 行 háng (银行), xíng (行走), héng (道行). The reading used in your word is highlighted.',
      '3. Click the play button beside a reading: our server synthesises that pinyin with the eSpeak NG engine and plays it.',
      'Readings and examples come from the open-source pinyin-pro dictionary and cnchar’s polyphone list; the sound is a synthetic voice with the right tones, less natural than a person.',
    ],
  },
});
