import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_permit',
  name: { zh: '港澳台证件识别', en: 'HK, Macao and Taiwan Permit Reader' },
  description: {
    zh: '拍照识别往来港澳通行证、港澳居民来往内地通行证、台湾居民来往大陆通行证的号码、姓名、出生日期、有效期和签发地，机读码逐位校验；逐项复制或下载 Excel、JSON，照片不上传。',
    en: 'Read the permits for travel between the mainland, Hong Kong, Macao and Taiwan: number, names, birth date, validity and place of issue, the machine-readable line checked; copy each or save Excel or JSON. Nothing uploaded.',
  },
  keywords: ['港澳台证件识别', '港澳通行证识别', '回乡证识别', '台胞证识别', '通行证', '证件识别', 'permit ocr'],
  category: 'img',
  order: 56.5,
  added: '2026-11-28',
  intro: {
    zh: [
      '港澳台证件识别读取三种通行证：内地居民的往来港澳通行证、港澳居民来往内地通行证（回乡证）和台湾居民来往大陆通行证（台胞证），读出证件号码、中英文姓名、性别、出生日期、有效期限、签发地点或机关和换证次数，每一项都可以单独复制，也可以下载 Excel 或 JSON。',
      '证件号码按各自的格式识别：往来港澳通行证为 C 加 8 位（第二位可以是字母），回乡证为 H（香港）或 M（澳门）加 8 位数字，台胞证为 8 位数字。往来港澳通行证卡片下方的机读码（CS 开头的一行）含号码、有效期和出生日期，各带一位校验位，最后还有一位总校验位，我们逐位核对，并与印刷的号码和日期比较；对不上的项标红提示，不替你猜测修改。日期必须真实存在，有效期截止日期不能早于起始日期。',
      '1、点击“点击上传通行证照片”，选择一张清晰、完整、没有反光的证件正面照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，证件照片和结果都不会上传或保存。',
    ],
    en: [
      'The permit reader reads three permits: the mainland resident’s 往来港澳通行证, the Mainland Travel Permit for Hong Kong and Macao Residents (回乡证) and the one for Taiwan Residents (台胞证): number, Chinese and Latin names, sex, date of birth, validity, place or authority of issue and renewals. Copy each field, or download Excel or JSON.',
      'Numbers are recognised by their forms: C and 8 characters for the 往来港澳通行证 (the second may be a letter), H (Hong Kong) or M (Macao) and 8 digits for residents of Hong Kong and Macao, 8 digits for residents of Taiwan. The 往来港澳通行证’s machine-readable line (starting with CS) holds the number, expiry and birth dates, each with a check digit, and a composite check: each is verified and compared with the printed number and dates; what disagrees is marked red, never corrected by guessing. Dates must exist, and the validity cannot end before it starts.',
      '1. Click “Upload a photo of the permit” and choose a sharp, whole photo of its front without glare (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
