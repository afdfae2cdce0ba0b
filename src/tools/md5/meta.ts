import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'md5',
  name: { zh: 'md5加密', en: 'MD5 & SHA Hash' },
  description: {
    zh: '计算文本或文件的 MD5（32 位/16 位）、SHA-1、SHA-256、SHA-512、SHA3、国密 SM3 和 CRC32，支持 HMAC；大文件分块计算不卡顿，可与已知校验值比对。',
    en: 'MD5 (32/16 characters), SHA-1, SHA-256, SHA-512, SHA3, SM3 and CRC32 of text or files, with HMAC; big files are hashed in chunks without freezing the page, and checked against a known checksum.',
  },
  keywords: [
    'md5',
    '加密',
    '私人密匙',
    '数字签名',
    '开发',
    '在线加密',
    '加密算法',
    '转换工具',
    '保密',
    '散列函数',
    '哈希算法',
    '唯一字符串',
    '用户密码加密',
    'SHA256',
    'SM3',
    '文件校验',
    'md5 hash',
  ],
  category: 'develop',
  order: 7,
  added: '2026-11-23',
  intro: {
    zh: [
      'md5加密计算文本或文件的哈希值（摘要）：MD5、SHA-1、SHA-256、SHA-384、SHA-512、SHA3-256、国密 SM3 和 CRC32 一次全部给出，常用于校验下载文件是否完整、生成签名或比对数据。',
      '1、文本：输入内容即实时计算，文本按 UTF-8 编码；MD5 同时给出 32 位和常见的 16 位（取中间 16 位）结果。',
      '2、文件：选择任意大小的文件，文件在浏览器中分块读取计算，显示进度，不会上传，也不会卡住页面。',
      '3、粘贴官网提供的校验值，会自动标出与哪一种算法的结果一致；打开 HMAC 并输入密钥可计算 HMAC-MD5、HMAC-SHA256 等接口签名。',
      '4、注意：MD5 和 SHA-1 已不再安全，不应用于保存密码；哈希是单向的，无法“解密”。',
    ],
    en: [
      'MD5 & SHA Hash computes digests of text or files: MD5, SHA-1, SHA-256, SHA-384, SHA-512, SHA3-256, SM3 and CRC32 all at once, to check that a download is intact, make signatures or compare data.',
      '1. Text: the hashes follow your typing; text is UTF-8. MD5 is also shown in its 16-character form (the middle 16).',
      '2. Files: choose a file of any size; it is read in chunks in your browser, with progress, without uploading it or freezing the page.',
      '3. Paste a checksum from a download page to see which result matches; turn on HMAC and enter a key for HMAC-MD5, HMAC-SHA256 and so on (API signatures).',
      '4. MD5 and SHA-1 are no longer secure and must not store passwords; a hash is one-way and cannot be "decrypted".',
    ],
  },
});
