import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_password',
  name: { zh: 'PDF加解密', en: 'PDF Password' },
  description: {
    zh: '给PDF加上 AES-256 密码并设置打印、复制、修改权限，或用已知密码解除PDF的密码，在浏览器中完成。',
    en: 'Protect a PDF with an AES-256 password and permissions, or remove a password you know, right in your browser.',
  },
  keywords: ['PDF', '加密', '解密', '密码', '权限', 'pdf password'],
  category: 'pdf',
  order: 7,
  added: '2026-11-23',
  intro: {
    zh: [
      'PDF加解密可以给PDF加上打开密码（AES-256 加密），并限制打印、复制内容、修改和注释；也可以在你知道密码的情况下，去掉PDF的密码，得到不需要密码就能打开的文件。加密和解密都在你的浏览器中完成，密码和文件都不会上传。',
      '1、上传PDF文件，选择“加密”或“解密”。',
      '2、加密时输入打开密码（可另设权限密码）并选择允许的操作；解密时输入原密码。',
      '3、点击按钮，完成后下载。请牢记密码，忘记后无法找回。',
    ],
    en: [
      'The password tool protects a PDF with an opening password (AES-256) and limits printing, copying, changes and comments; or, when you know the password, removes it so the file opens freely. Both happen in your browser: neither the file nor the password is uploaded.',
      '1. Upload a PDF and choose “Encrypt” or “Decrypt”.',
      '2. To encrypt, enter the opening password (and optionally an owner password) and choose what is allowed; to decrypt, enter the password.',
      '3. Click the button and download the result. Keep the password safe: it cannot be recovered.',
    ],
  },
});
