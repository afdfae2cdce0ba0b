import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'useragent',
  name: { zh: 'userAgent工具', en: 'User-Agent Parser' },
  description: {
    zh: '查看和解析 User-Agent：浏览器、内核、操作系统、手机品牌和型号，识别微信、企业微信、QQ、QQ浏览器、支付宝、钉钉等 App 内置浏览器和华为、小米、OPPO、vivo 等国产手机。',
    en: 'See and parse a User-Agent: browser, engine, system, phone brand and model, including the in-app browsers of WeChat, WeChat Work, QQ, Alipay and DingTalk, QQ Browser, and Chinese phones (Huawei, Xiaomi, OPPO, vivo…).',
  },
  keywords: [
    'userAgent',
    '浏览器',
    '查看userAgent',
    '解析userAgent',
    '客户端字符串',
    '客户机',
    '操作系统',
    '版本信息',
    '轻量级协议',
    '识别浏览器',
    '平台',
    '站长制定',
    'web页面',
    '监测流量',
    '诊断问题',
    '平台特定',
    '兼容问题',
  ],
  category: 'develop',
  order: 18,
  added: '2026-11-23',
  intro: {
    zh: [
      'userAgent工具打开时显示你当前浏览器的 User-Agent 及解析结果；也可以粘贴服务器日志或请求头中的任意 UA。',
      '1、解析基于维护中的开源库 ua-parser-js，并加上我们自己的规则：区分微信、企业微信、微信小程序、QQ、支付宝、钉钉、微博、抖音、百度 App、今日头条的内置浏览器和 QQ 浏览器，并根据型号代码识别 OPPO、一加、vivo、小米、荣耀等国产手机。',
      '2、规则用真实的 UA 字符串逐条测试。UA 可以被随意修改，结果只能说明它“声称”自己是什么。',
      '3、解析在浏览器中完成，UA 不会上传。',
    ],
    en: [
      "User-Agent Parser opens with your own browser's User-Agent and what it says; paste any UA from a server log or request header to read it.",
      '1. It is built on the maintained open-source ua-parser-js, plus our own rules: the in-app browsers of WeChat, WeChat Work, WeChat Mini Programs, QQ, Alipay, DingTalk, Weibo, Douyin, Baidu and Toutiao, QQ Browser told apart from QQ, and Chinese phones (OPPO, OnePlus, vivo, Xiaomi, Honor…) from their model codes.',
      '2. The rules are tested one by one on real UA strings. A UA can be changed at will: the result says what it claims to be.',
      '3. Everything happens in your browser; nothing is uploaded.',
    ],
  },
});
