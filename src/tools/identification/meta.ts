import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'identification',
  name: { zh: '身份证识别', en: 'ID Card Reader' },
  description: {
    zh: '拍照识别居民身份证正面的姓名、性别、民族、出生、住址和号码，并用号码的校验码和出生日期核对；在浏览器中完成，照片不上传。',
    en: 'Read the name, sex, ethnicity, birth date, address and number off the front of a Chinese ID card, checked with the number’s check character and birth date; in your browser, nothing uploaded.',
  },
  keywords: ['身份证', '识别', '工具', '扫描', 'OCR', '身份证识别', '身份证号码识别', '身份证校验', 'id card ocr'],
  category: 'img',
  order: 52,
  added: '2026-11-23',
  intro: {
    zh: [
      '身份证识别可以从身份证正面照片中读出姓名、性别、民族、出生日期、住址和公民身份号码，每一项都可以单独复制，也可以下载为 JSON。',
      '读出的号码会按国家标准 GB 11643 的规则核对：最后一位校验码（ISO 7064 MOD 11-2）、号码中的出生日期是否有效且与证件上印的一致、第 17 位表示的性别是否与证件一致。没通过核对的项目会标红，识别把握不大的项目会标为“请核对”，我们不会替你猜测修改。',
      '1、点击“点击上传身份证正面照片”，选择一张清晰、完整、没有反光的照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片和结果都不会上传或保存。',
    ],
    en: [
      'The ID card reader reads the name, sex, ethnicity, birth date, address and number off a photo of the front of a Chinese resident ID card. Copy each field on its own, or download them as JSON.',
      'The number is checked with the rules of GB 11643: its check character (ISO 7064 MOD 11-2), a real birth date that agrees with the printed one, and the sex digit. A field that fails is marked in red, one read with low confidence is marked “Check”; nothing is corrected by guessing.',
      '1. Click “Upload a photo of the ID card front” and choose a sharp, whole photo without glare (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
