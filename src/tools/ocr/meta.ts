import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr',
  name: { zh: '提取文字', en: 'Extract Text from Image' },
  description: {
    zh: '从照片或截图中识别出中英文文字，保留行和段落顺序，一键复制或下载 TXT、Word；识别在浏览器中完成，图片不会上传。',
    en: 'Read the Chinese and English text in a photo or screenshot, keeping its lines and paragraphs; copy it or save a TXT or Word file. Runs in your browser: the image is never uploaded.',
  },
  keywords: [
    '提取',
    '图片',
    '文字',
    '文字识别',
    'ocr',
    '提取器',
    '以图识字',
    '照片',
    '拍照',
    '抽取',
    '文本提取',
    '正本提取',
    '提取特定单词',
    '识别特定字符',
    '查找文本中特定模型',
    '提取名称',
    '自然语言处理 (NLP)',
    '文档分类',
    '摘要',
  ],
  category: 'img',
  order: 51,
  added: '2026-11-23',
  intro: {
    zh: [
      '提取文字可以把图片里的文字识别成可以编辑的文本，支持简体中文、繁体中文、英文和数字，按原图的行和段落顺序排列。识别使用 PaddleOCR 的 PP-OCR 模型，全部在你的浏览器中完成，图片不会上传到服务器。',
      '1、点击“点击上传含文字的图片”，选择一张照片或截图（也可以拖入或直接粘贴，不超过 20MB），选好后会立即开始识别。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机，再次使用无需等待。',
      '3、识别结果可以按原图换行显示，也可以合并为段落；点击“复制”，或点击“下载 .txt”“下载 Word”保存为 TXT 或 Word 文档（.docx，段落与显示的一致）。识别把握不大的行会用颜色标出，请对照原图核对。',
    ],
    en: [
      'Extract Text turns the text in an image into editable text: simplified and traditional Chinese, English and digits, in the order of the lines and paragraphs of the image. It uses PaddleOCR’s PP-OCR models and runs entirely in your browser: the image is never uploaded.',
      '1. Click “Upload an image with text” and choose a photo or screenshot (or drag or paste it; up to 20 MB). Recognition starts at once.',
      '2. The first use downloads about 16 MB of models, which are then kept on your device.',
      '3. Show the text with the image’s line breaks or joined into paragraphs, then copy it, download a TXT or download a Word document (.docx, with the paragraphs as shown). Lines read with low confidence are highlighted: check them against the image.',
    ],
  },
});
