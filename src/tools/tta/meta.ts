import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'tta',
  name: { zh: '文字转拼音', en: 'Chinese to Pinyin' },
  description: {
    zh: '汉字转拼音：按词语判断多音字读音，可选声调符号、数字声调或不标调，支持首字母、姓氏读音和拼音标注在汉字上方。',
    en: 'Chinese characters to pinyin: polyphonic characters read by their phrase, tone marks, tone numbers or none, initials, surname readings, and pinyin shown above the characters.',
  },
  keywords: [
    '文字转拼音',
    '在线文字转拼音工具',
    '中文转拼音',
    '生僻字转拼音',
    '汉字拼音转换',
    '汉字',
    '拼音',
    '中文句子转化',
    '发音',
    '汉语拼音',
    '电子书',
    '打字应用',
    '实时搜索引擎',
    '应用互联网',
    '在线工具',
    '本地应用',
  ],
  category: 'text',
  order: 4,
  added: '2026-11-23',
  intro: {
    zh: [
      '文字转拼音使用开源库 pinyin-pro：先按词语切分，再查词典，所以多音字能按上下文读对，例如“银行”读 yín háng，“行长”读 háng zhǎng，“长城很长”中两个“长”都读 cháng。',
      '1、声调可选声调符号（pīn）、数字（pin1，轻声为 0）或不标；“首字母”只输出每个音节的第一个字母，适合做缩写和检索。',
      '2、选择“拼音在汉字上方”可以把拼音标注在每个字的上方，适合给孩子读古诗；复制和下载得到纯拼音文本。',
      '3、开启“姓氏读音”后，单、解、曾、区等作姓氏时读作 shàn、xiè、zēng、ōu。',
      '4、词典在后台线程中加载和运行，长文本也不会卡住页面；所有内容只在浏览器中处理。',
    ],
    en: [
      'Chinese to Pinyin uses the open-source pinyin-pro: it splits the text into words and looks them up, so polyphonic characters are read by their context (银行 yín háng, 行长 háng zhǎng).',
      '1. Tones as marks (pīn), numbers (pin1, neutral tone 0) or none; "Initials" gives the first letter of each syllable, for abbreviations and search keys.',
      '2. "Pinyin above characters" writes the reading over each character, e.g. to read poems with children; copy and download give plain pinyin.',
      '3. "Surname readings" reads 单, 解, 曾 and 区 as shàn, xiè, zēng and ōu when they start a name.',
      '4. The dictionary loads and runs in a background thread, so long texts do not freeze the page; nothing leaves your browser.',
    ],
  },
});
