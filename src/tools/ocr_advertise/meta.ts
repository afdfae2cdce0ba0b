import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_advertise',
  name: { zh: '广告体识别', en: 'Poster & Ad Text Reader' },
  description: {
    zh: '识别海报、招牌、广告图里的艺术字、粗体标题和彩色底上的文字：先拉开对比度、放大检测框再识别；复制或下载 TXT、Word，图片不上传。',
    en: 'Read the stylised lettering of posters, shop signs and ads — bold display type, text on colour: contrast stretched and wider text boxes first; copy or save TXT or Word.',
  },
  keywords: ['广告体', '识别', '工具', '文本', '提取', '广告体识别', '海报文字识别', '艺术字识别', 'poster ocr'],
  category: 'img',
  order: 51.3,
  added: '2026-11-27',
  intro: {
    zh: [
      '广告体识别针对海报、招牌、宣传单、电商广告图上的文字：艺术字、特粗标题、彩色或渐变底上的浅色字。识别前会先拉开图片的对比度，并用更大的检测尺寸和更宽的文字框，免得笔画夸张的字被截掉。',
      '装饰性很强的字体（手写书法、变形字）仍可能读错，识别把握不大的行会用颜色标出，请对照原图核对。',
      '1、点击“点击上传海报或广告图”，选择图片（也可以拖入或粘贴，不超过 20MB）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机；识别在你的浏览器中完成，图片不会上传。',
      '3、复制识别出的文字，或下载为 TXT、Word。',
    ],
    en: [
      'The poster and ad reader is for the text on posters, shop signs, flyers and shop banners: display lettering, extra-bold headings, light text on colour or gradients. The image’s contrast is stretched first, and detection runs larger with wider text boxes, so exaggerated strokes are not cut off.',
      'Highly decorative lettering (brush calligraphy, distorted type) can still be misread: lines read with low confidence are highlighted.',
      '1. Click “Upload a poster or ad image” (or drag or paste it; up to 20 MB).',
      '2. The first use downloads about 16 MB of models, then kept on your device; the image is read in your browser and never uploaded.',
      '3. Copy the text, or save a TXT or Word file.',
    ],
  },
});
