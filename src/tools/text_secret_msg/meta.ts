import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'text_secret_msg',
  name: { zh: '文字隐写', en: 'Hidden Text Messages' },
  description: {
    zh: '用看不见的零宽字符把一段消息藏进普通文字里，可设密码（AES-256-GCM）；也能读取隐藏的消息，或清除文字中的零宽字符。',
    en: 'Hide a message inside ordinary text with invisible zero-width characters, optionally under a password (AES-256-GCM); read hidden messages, or strip zero-width characters from a text.',
  },
  keywords: ['文字', '隐写', '隐私', '秘密', '密码'],
  category: 'text',
  order: 7,
  added: '2026-11-23',
  intro: {
    zh: [
      '文字隐写把消息转换成一串看不见的零宽字符，插在表面文字的第一个字后面。文字看起来和原来一模一样，复制发送后，对方用本工具即可读出隐藏的消息。',
      '1、“隐藏消息”：输入表面文字和要隐藏的消息，复制结果整段发送。设置密码后，消息先用 AES-256-GCM 加密（密钥由密码经 PBKDF2-SHA-256 21 万次迭代派生），没有密码读不出来。',
      '2、“读取消息”：粘贴收到的文字，有密码时输入密码。',
      '3、“清除隐藏字符”：去掉文字里所有零宽和不可见的排版字符（表情符号里的连接符会保留），可用来检查或清理来路不明的文字。',
      '4、格式：U+FEFF 开头和结尾，中间每个字节写成 4 个零宽字符（U+200B、U+200C、U+200D、U+2060 各代表 2 位）。部分 App 会删除零宽字符，发送前可先自己试一下。所有处理都在浏览器中完成。',
    ],
    en: [
      'Hidden Text Messages turns a message into invisible zero-width characters placed after the first character of a cover text. The text looks unchanged; whoever receives it can read the message with this tool.',
      '1. "Hide a message": type the cover text and the message, and send the whole result. With a password the message is first encrypted with AES-256-GCM (key from the password by PBKDF2-SHA-256, 210,000 iterations): it cannot be read without it.',
      '2. "Read a message": paste the text you received, and the password if there is one.',
      '3. "Remove hidden characters" strips every zero-width and invisible formatting character (emoji joiners stay), to check or clean text of unknown origin.',
      '4. Format: U+FEFF at both ends, each byte as 4 zero-width characters (U+200B, U+200C, U+200D, U+2060, 2 bits each). Some apps drop zero-width characters: try it before relying on it. Everything happens in your browser.',
    ],
  },
});
