import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_dutypaidproof',
  name: { zh: '完税证明识别', en: 'Tax Certificate Reader' },
  description: {
    zh: '拍照识别税收完税证明的证明编号、填发日期、税务机关、纳税人识别号和名称、每项税款、金额合计大写和小写、填票人，税号和金额逐项核对；逐项复制或下载 Excel、JSON，图片不上传。',
    en: 'Read a Chinese tax payment certificate: number, date, tax office, taxpayer’s id and name, each tax paid, the total in words and figures and the clerk, with the id and amounts checked; copy each or save Excel or JSON. Nothing uploaded.',
  },
  keywords: [
    '税号',
    '纳税人识别号',
    '纳税人名称',
    '金额合计大写',
    '金额合计小写',
    '填发日期',
    '税务机关',
    '填票人',
    '完税证明识别',
  ],
  category: 'img',
  order: 56.7,
  added: '2026-11-28',
  intro: {
    zh: [
      '完税证明识别读取《中华人民共和国税收完税证明》：证明编号、填发日期、税务机关、纳税人识别号（税号）、纳税人名称、金额合计的大写和小写、填票人，以及每一项税款的税种、税款所属时期和实缴金额。字段可以逐项复制，也可以下载 Excel 或 JSON，税款明细另有一张表。',
      '读出的内容会按证明自身的规则核对：18 位纳税人识别号按统一社会信用代码（GB 32100）的校验位核对，个人的证明按公民身份号码（GB 11643）的校验位核对；各项税款相加要等于金额合计，大写金额要与小写金额一致，日期必须真实存在。没通过的项标红提示，不替你猜测修改。',
      '1、点击“点击上传完税证明图片”，选择一张清晰、完整的证明照片或截图（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，图片和结果都不会上传或保存。',
    ],
    en: [
      'The tax certificate reader reads the 中华人民共和国税收完税证明: certificate number, date of issue, tax office, taxpayer’s id and name, the total in words and in figures, the clerk, and each tax’s kind, period and amount paid. Copy each field, or download Excel or JSON; the taxes have a table of their own.',
      'Each value is checked by the certificate’s own rules: an 18-character taxpayer id by the unified social credit code’s check character (GB 32100), a person’s by the citizen number’s (GB 11643); the taxes must add up to the total, the total in words must equal the figures, and dates must exist. What fails is marked red, never corrected by guessing.',
      '1. Click “Upload an image of the tax certificate” and choose a sharp, whole photo or screenshot (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the image nor the result is uploaded or kept.',
    ],
  },
});
