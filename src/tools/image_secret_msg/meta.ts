import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'image_secret_msg',
  name: { zh: '图片隐写', en: 'Hide a Message in an Image' },
  description: {
    zh: '把文字或小文件藏进 PNG 图片的像素里，可设密码（AES-GCM 加密）；也能读出图片里藏的内容。全部在浏览器中完成。',
    en: 'Hide text or a small file in the pixels of a PNG, optionally locked with a password (AES-GCM), and reveal what a picture hides, all in your browser.',
  },
  keywords: ['图片', '隐写', '隐私', '秘密', '密码', '图片藏字', '隐写术', '图片加密'],
  category: 'img',
  order: 33,
  intro: {
    zh: [
      '图片隐写把一段文字或一个小文件藏进图片像素的最低位，肉眼看不出变化；拿到图片的人用本工具（和密码）就能读出来。全部在你的浏览器里完成，图片和内容都不会上传。',
      '1、“藏入内容”：上传一张图片，输入文字或选择一个小文件，可以设置密码（使用 AES-GCM 加密，密钥由 PBKDF2 从密码生成），然后保存新的 PNG 图片。',
      '2、“读取内容”：上传藏有内容的 PNG 图片，有密码的输入密码，即可看到文字或下载文件。',
      '注意：隐藏的内容只能在无损的 PNG 原图里保存。把图片另存为 JPG、用聊天软件发送压缩图、截图或编辑图片，都会破坏隐藏的内容。发送时请选择“原图”或以文件方式发送。',
    ],
    en: [
      'Hide a message or a small file in the lowest bits of a picture’s pixels: the picture looks the same, and whoever has it (and the password) can read it with this tool. Everything happens in your browser; nothing is uploaded.',
      '1. Hide: upload a picture, type text or choose a small file, optionally set a password (AES-GCM, the key derived from the password with PBKDF2), and save the new PNG.',
      '2. Reveal: upload the PNG, enter the password if it has one, and read the text or save the file.',
      'Note: the hidden content survives only in the lossless PNG. Saving as JPG, sending a compressed picture through a chat app, taking a screenshot or editing the picture destroys it. Send the original file.',
    ],
  },
});
