import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'urlparse',
  name: { zh: 'URL解析', en: 'URL Parser' },
  description: {
    zh: '把网址拆成协议、主机、端口、路径、锚点和查询参数表；参数可编辑、增删、排序，再重建成新网址。',
    en: 'Split a URL into scheme, host, port, path, fragment and a table of query parameters; edit, add, remove or sort them and rebuild the URL.',
  },
  keywords: ['URL', '域名', '网址', 'decode', '解析', '解密', '对象', '开发', '在线解析', '参数解析'],
  category: 'develop',
  order: 12,
  added: '2026-11-23',
  intro: {
    zh: [
      'URL解析使用浏览器自己的网址解析器（WHATWG URL 标准）拆分网址，结果与浏览器和 Node.js 的理解一致。',
      '1、粘贴网址即可看到协议、用户名、主机、端口（未写时显示默认端口）、路径及其解码后的分段、锚点。没有写协议的网址按 https:// 解析。',
      '2、查询参数以表格列出，重复的参数名按原顺序保留；可选择显示解码后的值（+ 视为空格）或原始写法。',
      '3、在表格中修改、添加或删除参数，或修改主机、端口、路径，下方立即生成编辑后的网址，可复制或作为新的输入。',
      '所有处理都在浏览器中完成，网址不会上传。',
    ],
    en: [
      "URL Parser splits a URL with the browser's own parser (the WHATWG URL standard), so it reads URLs the way browsers and Node.js do.",
      '1. Paste a URL to see its scheme, user, host, port (the default one when none is written), path with its decoded segments, and fragment. A URL without a scheme is read as https://.',
      '2. Query parameters are listed in a table, repeated keys in their order; values are shown decoded (+ as a space) or as written.',
      '3. Edit, add or remove parameters, or change host, port or path: the edited URL appears below, to copy or to use as the new input.',
      'Everything happens in your browser; the URL is not uploaded.',
    ],
  },
});
