import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'bankslip_ocr',
  name: { zh: '银行回单识别', en: 'Bank Slip Reader' },
  description: {
    zh: '拍照或截图识别银行电子回单的回单编号、交易日期、付款人和收款人的户名、账号、开户行、金额和用途，大写小写金额互相核对；逐项复制或下载 Excel、JSON，图片不上传。',
    en: 'Read a bank transfer slip: receipt number, date, payer’s and payee’s names, accounts and banks, amount and purpose, the amount in words checked against the figures; copy each or save Excel or JSON. Nothing uploaded.',
  },
  keywords: ['回单', '银行', '识别', '财务', '核对', '交易详情', '账号', '金额', '提升财务效率', '银行回单识别'],
  category: 'img',
  order: 56.6,
  added: '2026-11-28',
  intro: {
    zh: [
      '银行回单识别读取转账、汇款的电子回单或纸质回单：银行、回单编号（流水号）、交易日期、付款人和收款人的户名、账号、开户行、金额（小写和大写）以及用途或摘要，每一项都可以单独复制，也可以下载 Excel 或 JSON，方便财务核对入账。',
      '付款人和收款人按回单上的标签区分（付款人户名、收款人账号……）；两栏并排、只印“户名、账号、开户行”的回单，按银行的惯例左栏（或上栏）为付款人。大写金额与小写金额必须一致，日期必须真实存在，账号只能是数字（打码的账号保留 *）；对不上的项标红提示，不替你猜测修改。',
      '1、点击“点击上传银行回单图片”，选择一张清晰的回单照片或网银截图（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，回单图片和结果都不会上传或保存。',
    ],
    en: [
      'The bank slip reader reads electronic or paper transfer slips: bank, receipt (serial) number, date, the payer’s and payee’s names, accounts and banks, the amount in figures and in words, and the purpose. Copy each field, or download Excel or JSON for bookkeeping.',
      'Payer and payee are told apart by the slip’s labels (付款人户名, 收款人账号 …); where two columns share the labels name, account and bank, the left (or upper) one is the payer, as banks print them. The amount in words must equal the figures, the date must exist, and accounts are digits only (a masked account keeps its *); what fails is marked red, never corrected by guessing.',
      '1. Click “Upload an image of the bank slip” and choose a sharp photo or an online-banking screenshot (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the slip nor the result is uploaded or kept.',
    ],
  },
});
