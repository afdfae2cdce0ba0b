import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    direction: '方向',
    toMars: '转成火星文',
    toPlain: '火星文转回',
    traditional: '其余汉字转为繁体',
    inputMars: '要转换的文字',
    inputPlain: '要翻译的火星文',
    placeholderMars: '输入普通中文，例如：我是真的很喜欢你',
    placeholderPlain: '粘贴火星文，例如：涐昰眞旳佷囍歡伱',
    output: '结果',
    swap: '反向翻译',
    tooLong: '文字太长（超过 500 万个字符），请分段转换',
    exampleLove: '表白',
    exampleDaily: '日常',
    exampleBack: '火星文转回',
    tableNote:
      '火星文没有统一标准：本工具使用我们自己整理的 {count} 个常见替换字（异体字、同音加偏旁字、形近字），其余汉字转为繁体。',
  },
  en: {
    direction: 'Direction',
    toMars: 'To 火星文',
    toPlain: 'Back to plain',
    traditional: 'Other characters in traditional script',
    inputMars: 'Text to convert',
    inputPlain: '火星文 to translate',
    placeholderMars: 'Type plain Chinese, e.g. 我是真的很喜欢你',
    placeholderPlain: 'Paste 火星文, e.g. 涐昰眞旳佷囍歡伱',
    output: 'Result',
    swap: 'Translate back',
    tooLong: 'The text is too long (over 5 million characters): convert it in parts',
    exampleLove: 'Confession',
    exampleDaily: 'Everyday',
    exampleBack: 'Back to plain',
    tableNote:
      '火星文 has no standard: this tool uses our own table of {count} common substitutions (variant forms, same-sound characters with a radical, look-alikes) and writes the other characters in traditional script.',
  },
});
