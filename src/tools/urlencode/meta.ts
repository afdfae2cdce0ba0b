import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'urlencode',
  name: { zh: 'url编解码', en: 'URL Encode/Decode' },
  description: {
    zh: 'URL 编码与解码：encodeURIComponent、encodeURI 和表单（空格为 +）三种方式，支持 UTF-8 和 GBK，可逐行处理；解码出错时指出位置。',
    en: 'URL-encode and decode: encodeURIComponent, encodeURI or form style (space as +), UTF-8 or GBK, line by line if you like; decoding errors point at their place.',
  },
  keywords: [
    'url',
    '编码',
    '解码',
    'encode',
    'decode',
    '开发',
    '域名',
    '网址',
    '加密',
    '解密',
    '特殊字符',
    '空格',
    '非字母数字',
    '互联网',
    '格式化',
    'urlencode',
  ],
  category: 'develop',
  order: 9,
  added: '2026-11-23',
  intro: {
    zh: [
      'url编解码把网址或参数中的中文、空格和特殊字符转换成 %E4%B8%AD 这样的百分号编码，或者把它们还原成原文。',
      '1、选择“编码”或“解码”，输入文本后结果立即显示。',
      '2、编码方式：“参数值”等同 encodeURIComponent，会编码 / ? & = 等所有保留字符，适合单个参数；“完整网址”等同 encodeURI，保留网址结构；“表单”把空格编码为 +，与提交表单时一致。',
      '3、一些老网站（如部分论坛和搜索页）使用 GBK 编码，可以切换字符集；勾选“逐行处理”可一次编码或解码多行网址。',
      '4、解码遇到不完整的 % 序列时会指出是第几个字符。所有处理都在浏览器中完成。',
    ],
    en: [
      'URL Encode/Decode turns Chinese text, spaces and special characters in a URL or a parameter into percent-encoding such as %E4%B8%AD, and back.',
      '1. Choose "Encode" or "Decode" and type; the result appears at once.',
      '2. Styles: "Parameter" is encodeURIComponent (encodes / ? & = and the like, for one value); "Whole URL" is encodeURI (keeps the URL structure); "Form" writes spaces as +, as submitted forms do.',
      '3. Some older Chinese sites use GBK: switch the character set. "Line by line" handles a list of URLs at once.',
      '4. A broken % sequence is reported with its place. Everything happens in your browser.',
    ],
  },
});
