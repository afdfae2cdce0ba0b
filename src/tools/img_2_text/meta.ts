import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_2_text',
  name: { zh: '图片转字符画', en: 'Image to Text Art' },
  description: {
    zh: '把照片变成由字符组成的字符画，可选字符集和精细度，一键复制或下载 TXT、PNG，在浏览器中完成。',
    en: 'Turn a picture into text art made of characters; pick the character set and detail, copy it or download TXT and PNG, all in your browser.',
  },
  keywords: [
    '图片转字符画',
    '字符画生成',
    '字符画',
    '字符图',
    '字符图片',
    '文字图片',
    '在线图片转字符',
    '字符画怎么制作',
    'ASCII字符',
    'ascii art',
  ],
  category: 'img',
  order: 5,
  added: '2026-11-22',
  intro: {
    zh: [
      '图片转字符画会把图片的明暗转换成不同疏密的字符，拼出一幅由文字组成的画，适合发朋友圈、做签名或者贴在代码注释里。生成在浏览器中完成，图片不会上传。',
      '1、点击“点击上传图片”，或者把图片拖入虚线框、直接粘贴。',
      '2、选择字符集和精细度：精细度越高，字符越多、细节越丰富；勾选“反色”适合深色背景。',
      '3、点击“复制文字”粘贴到任何地方，或下载为 TXT 文本、保存为 PNG 图片。',
    ],
    en: [
      'Image to text art turns the light and dark of a picture into denser or lighter characters, drawing it with text: for posts, signatures or code comments. It runs in your browser; the image is never uploaded.',
      '1. Click “Upload an image”, drop it into the dashed box or paste it.',
      '2. Choose the characters and the detail: more detail means more characters; “Invert” suits dark backgrounds.',
      '3. Copy the text to paste anywhere, or download it as a TXT file or a PNG image.',
    ],
  },
});
