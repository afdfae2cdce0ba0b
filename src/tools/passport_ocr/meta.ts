import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'passport_ocr',
  name: { zh: '护照识别', en: 'Passport Reader' },
  description: {
    zh: '拍照读取护照资料页底部的机读码（MRZ），得到姓名、护照号、国籍、出生日期、有效期等，并逐项核对校验位；在浏览器中完成，照片不上传。',
    en: 'Read the machine readable zone (MRZ) of a passport data page: name, number, nationality, birth and expiry dates, each check digit verified. In your browser, nothing uploaded.',
  },
  keywords: ['护照', '识别', '工具', '扫描', 'OCR', '护照识别', '机读码', 'MRZ', 'passport ocr'],
  category: 'img',
  order: 54,
  added: '2026-11-23',
  intro: {
    zh: [
      '护照识别读取护照资料页底部的两行机读码（MRZ，国际民航组织 ICAO 9303 标准），得到证件类型、签发国家、姓名、护照号码、国籍、出生日期、性别和有效期，每一项都可以单独复制或下载为 JSON。',
      '机读码自带校验位：护照号码、出生日期、有效期、个人号码各有一位，另有一位综合校验位覆盖整行。我们逐项核对，没通过的项目会标红，不会替你猜测修改。',
      '1、点击“点击上传护照资料页照片”，让两行机读码完整、清晰地出现在照片里（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片和结果都不会上传或保存。',
    ],
    en: [
      'The passport reader reads the two machine readable lines at the bottom of a passport data page (MRZ, ICAO Doc 9303): document type, issuing state, name, passport number, nationality, birth date, sex and expiry date. Copy each field or download them as JSON.',
      'The MRZ carries its own check digits — for the number, the birth date, the expiry date, the personal number, and a composite one over the line. Each is verified; a field that fails is marked in red, never corrected by guessing.',
      '1. Click “Upload a photo of the passport data page” with both MRZ lines whole and sharp (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
