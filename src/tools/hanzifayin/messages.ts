import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    input: '汉字或词语',
    placeholder: '输入一个汉字或词语，例如：银行',
    reading: '标准读音',
    allReadings: '全部读音',
    polyphone: '多音字',
    inWord: '本词读音',
    examples: '例词',
    noExamples: '暂无例词',
    play: '播放 {p}',
    playing: '正在生成读音…',
    loading: '正在加载拼音词典…',
    loadFailed: '拼音词典加载失败，请刷新页面重试',
    nothing: '请输入汉字（只查询其中的中文字符）',
    dropped: '已忽略 {n} 个非汉字或超出 12 字的字符',
    playFailed: '播放失败：{msg}',
    engine:
      '读音按词语判断（pinyin-pro 词典），多音字的全部读音和例词取自 pinyin-pro 与 cnchar 多音词表。点击播放时，读音由我们服务器上的 eSpeak NG 引擎按所选拼音合成，是机器合成的电子音。',
  },
  en: {
    input: 'Character or word',
    placeholder: 'Type a Chinese character or word, e.g. 银行',
    reading: 'Standard reading',
    allReadings: 'All readings',
    polyphone: 'Polyphonic',
    inWord: 'In this word',
    examples: 'Examples',
    noExamples: 'No example words listed',
    play: 'Play {p}',
    playing: 'Making the sound…',
    loading: 'Loading the pinyin dictionary…',
    loadFailed: 'The pinyin dictionary did not load: reload the page',
    nothing: 'Type Chinese characters (only those are looked up)',
    dropped: '{n} characters ignored (not Chinese, or past the first 12)',
    playFailed: 'Could not play: {msg}',
    engine:
      'Readings follow the word (pinyin-pro’s dictionary); every reading of a polyphonic character and its example words come from pinyin-pro and cnchar’s polyphone list. Play synthesises the chosen pinyin with the eSpeak NG engine on our server: a synthetic voice.',
  },
});
