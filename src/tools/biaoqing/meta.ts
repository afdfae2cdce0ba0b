import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'biaoqing',
  name: { zh: '表情包制作', en: 'Meme Maker' },
  description: {
    zh: '用原创表情模板或自己的图片做表情包：上下加中文字，多种字体，可做成抖动、缩放、闪字的 GIF 动图，在浏览器中完成。',
    en: 'Make memes from our own templates or your picture: Chinese captions top and bottom in several fonts, saved as PNG or as a shaking, pulsing or blinking GIF, in your browser.',
  },
  keywords: ['表情包', '图片', '表情包制作', '斗图', '熊猫头', '表情包生成器', '加文字', '动图表情'],
  category: 'img',
  order: 50,
  intro: {
    zh: [
      '表情包制作用我们自己画的表情模板（熊猫头、笑哭、震惊、猫猫等），也可以上传你自己的图片，配上文字就是一张表情包。全部在你的浏览器里完成，图片不会上传。',
      '1、选一个模板，或点“用我的图片”上传照片。',
      '2、在“上方文字”“下方文字”里输入内容，文字会自动换行和缩小以放得下；可以选择字体（黑体、快乐体、书法）、文字颜色和大小。',
      '3、选择动效：不动时保存为 PNG；选择“抖动”“缩放”“闪字”时保存为 GIF 动图。',
      '字体文件来自我们自己的服务器，只下载用到的文字部分。',
    ],
    en: [
      'Make a meme from our own drawn templates (panda head, laughing tears, shocked, cat and more) or your own picture, plus a caption. Everything happens in your browser; nothing is uploaded.',
      '1. Pick a template, or use your own picture.',
      '2. Type the top and bottom captions; they wrap and shrink to fit. Choose the font (bold, playful or brush), colour and size.',
      '3. Pick a motion: still memes save as PNG; shake, pulse and blink save as an animated GIF.',
      'Fonts are served from our own server, and only the characters used are downloaded.',
    ],
  },
});
