import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_english',
  name: { zh: '英语识别', en: 'English Text Reader' },
  description: {
    zh: '识别照片、截图里的英文，按英文习惯输出：标点转为半角、单词间加空格、行末连字符断开的单词合并；复制或下载 TXT、Word。',
    en: 'Read English text from a photo or screenshot, written as English: ASCII punctuation, spaces between words, words hyphenated at a line break joined; copy or save TXT or Word.',
  },
  keywords: ['英语', '识别', '工具', '翻译', '英文识别', '英语识别', '英文图片转文字', 'english ocr'],
  category: 'img',
  order: 51.2,
  added: '2026-11-27',
  intro: {
    zh: [
      '英语识别把图片里的英文识别成可编辑的文本，并按英文的书写习惯整理：中文全角标点换成英文半角标点，逗号、冒号后补空格，标点前的多余空格去掉；合并为段落时，行末用连字符断开的单词会接回完整的单词。',
      '1、点击“点击上传含英文的图片”，选择照片或截图（也可以拖入或粘贴，不超过 20MB）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机；识别在你的浏览器中完成，图片不会上传。',
      '3、可以按原图换行，也可以合并为段落（便于粘贴到翻译工具），然后复制或下载为 TXT、Word。',
    ],
    en: [
      'The English reader turns the English text in an image into editable text written as English: full-width and Chinese punctuation become ASCII, a space follows commas and colons, stray spaces before punctuation go; when lines are joined into paragraphs, a word hyphenated at a line break is joined again.',
      '1. Click “Upload an image with English text” (or drag or paste it; up to 20 MB).',
      '2. The first use downloads about 16 MB of models, then kept on your device; the image is read in your browser and never uploaded.',
      '3. Keep the image’s line breaks or join the lines into paragraphs (handy for a translator), then copy or save a TXT or Word file.',
    ],
  },
});
