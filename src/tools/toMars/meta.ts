import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'toMars',
  name: { zh: '火星文翻译器', en: 'Martian Script Translator' },
  description: {
    zh: '把普通中文转成火星文，或把火星文翻译回简体中文；常见火星文替换字加繁体转换，双向可用。',
    en: 'Turn plain Chinese into 火星文 (Martian script) and back to simplified Chinese: common substitute characters plus traditional script, both ways.',
  },
  keywords: [
    '火星文翻译器',
    '火星文转换',
    '非主流火星文',
    '字体转换火星文',
    '火星文转简体',
    '非主流字体转换',
    '火星文简体转换',
    '翻译工具',
    '英语',
    '日语',
    '韩语',
    '中文',
    '相互转换',
    '快捷',
    '理解信息',
    '外文学习',
    '交流',
    '便携式功能',
  ],
  category: 'text',
  order: 5,
  added: '2026-11-23',
  intro: {
    zh: [
      '火星文是 2000 年代网络上流行的写法，用异体字、同音字和形近字代替常用字，再夹杂繁体字，例如“涐昰眞旳佷囍歡伱”。',
      '1、选择“转成火星文”，输入普通中文即可得到火星文；关闭“其余汉字转为繁体”时，只替换常见火星文字。',
      '2、选择“火星文转回”，粘贴火星文即可还原为简体中文，繁体字也会一并转为简体。',
      '3、火星文没有统一标准。我们整理了一份常见替换字表（每个字都注明是异体字、同音加偏旁字还是形近字），繁简转换使用 OpenCC。转换在浏览器中完成。',
    ],
    en: [
      '火星文 (Martian script) was a 2000s internet style that replaced common characters with variant forms, same-sound and look-alike characters, mixed with traditional script, e.g. 涐昰眞旳佷囍歡伱.',
      '1. Choose "To 火星文" and type plain Chinese; switch off traditional script to change only the typical substitutions.',
      '2. Choose "Back to plain" and paste 火星文 to get simplified Chinese back, traditional characters included.',
      '3. 火星文 has no standard: we wrote our own table of common substitutions (each marked as a variant form, a same-sound character or a look-alike), and use OpenCC between traditional and simplified. Everything happens in your browser.',
    ],
  },
});
