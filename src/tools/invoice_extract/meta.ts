import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'invoice_extract',
  name: { zh: '发票提取', en: 'Invoice Reader' },
  description: {
    zh: '拍照或截图识别增值税发票的代码、号码、日期、校验码、购销双方及税号、金额、税额和价税合计，大写小写互相核对；多张发票一次识别，合并下载一个 Excel，图片不上传。',
    en: 'Read Chinese VAT invoices: code, number, date, check code, buyer and seller with tax ids, amount, tax and total, the total in words checked against the figures; several at once into one Excel file. Nothing uploaded.',
  },
  keywords: [
    '发票',
    '识别',
    '提取',
    '发票识别',
    '增值税发票',
    '电子发票',
    '数电发票',
    '发票信息提取',
    '报销',
    'invoice ocr',
  ],
  category: 'img',
  order: 56.4,
  added: '2026-11-28',
  intro: {
    zh: [
      '发票提取读取增值税发票（电子普通发票、纸质发票和数电发票）上的发票代码、发票号码、开票日期、校验码、购买方和销售方的名称与纳税人识别号、金额、税额和价税合计，每一项都可以单独复制，也可以下载 Excel 或 JSON。',
      '读出的内容会按发票自身的规则核对：发票代码 10 或 12 位、号码 8 位（数电发票 20 位），日期必须真实存在，18 位税号按统一社会信用代码（GB 32100）的校验位核对，金额加税额要等于价税合计，大写金额要与小写金额一致。发票上的二维码能读出时，还会用它核对代码、号码、日期、金额和校验码。没通过的项标红，把握不大的项标黄，我们不会替你猜测修改。',
      '1、点击“点击上传发票图片（可多选）”，一次选择一张或多张清晰的发票图片（也可以拖入或粘贴截图）。',
      '2、多张发票逐张识别，完成后点击“全部下载 Excel”，每张发票一行；第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，发票图片和结果都不会上传或保存。PDF 格式的电子发票请先截图或转成图片。',
    ],
    en: [
      'The invoice reader reads Chinese VAT invoices (electronic and paper ordinary invoices, and 数电 invoices): invoice code, number, date, check code, the buyer’s and seller’s names and tax ids, amount, tax and total. Copy each field, or download Excel or JSON.',
      'Each value is checked by the invoice’s own rules: a 10- or 12-digit code, an 8-digit number (20 on a 数电 invoice), a real date, 18-character tax ids by the unified social credit code’s check character (GB 32100), amount plus tax equal to the total, and the total in words equal to the figures. When the invoice’s QR code can be read, it checks the code, number, date, amount and check code too. Failed values are marked red and unsure ones yellow; we never guess a correction.',
      '1. Click “Upload invoice images” and choose one or several sharp invoice images (or drag them in, or paste a screenshot).',
      '2. Several invoices are read one after another; then “Download all as Excel” gives one row per invoice. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the invoices nor the results are uploaded or kept. For a PDF invoice, take a screenshot or convert it to an image first.',
    ],
  },
});
