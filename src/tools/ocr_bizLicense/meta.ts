import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_bizLicense',
  name: { zh: '营业执照识别', en: 'Business Licence Reader' },
  description: {
    zh: '拍照识别营业执照上的统一社会信用代码、名称、类型、法定代表人、注册资本、成立日期、营业期限和住所，代码按 GB 32100 核对校验位；在浏览器中完成。',
    en: 'Read the unified social credit code, name, type, legal representative, capital, dates and address off a Chinese business licence, the code checked with GB 32100. In your browser.',
  },
  keywords: ['营业执照识别', '营业执照', '统一社会信用代码', '信用代码校验', '执照识别', 'business license ocr'],
  category: 'img',
  order: 56,
  added: '2026-11-23',
  intro: {
    zh: [
      '营业执照识别可以从营业执照照片中读出统一社会信用代码、名称、类型、法定代表人（负责人、经营者）、注册资本、成立日期、营业期限和住所，每一项都可以单独复制或下载为 JSON。',
      '统一社会信用代码按国家标准 GB 32100-2015 核对最后一位校验码：不一致说明有字符识别错了，我们会标红提示，不会替你猜测修改。其他项目没有校验规则，识别把握不大时会标为“请核对”。',
      '1、点击“点击上传营业执照照片”，选择一张完整、清晰、正放的照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片不会上传。',
    ],
    en: [
      'The business licence reader reads the unified social credit code, name, type, legal representative, registered capital, date of establishment, business term and address off a photo of a Chinese business licence. Copy each field or download them as JSON.',
      'The code’s last character is checked with GB 32100-2015: when it does not match, a character is misread and the field is marked in red, never corrected by guessing. Other fields have no check rule and are marked “Check” when read with low confidence.',
      '1. Click “Upload a photo of the business licence” and choose a whole, sharp, upright photo (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: the photo is never uploaded.',
    ],
  },
});
