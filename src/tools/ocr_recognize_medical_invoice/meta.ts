import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'ocr_recognize_medical_invoice',
  name: { zh: '医疗票据识别', en: 'Medical Receipt Reader' },
  description: {
    zh: '拍照识别医疗门诊、住院收费票据的票据代码、号码、交款人、日期、医院、各收费项目和金额、医保统筹和个人支付，合计逐项核对；逐项复制或下载 Excel、JSON，方便医疗报销，图片不上传。',
    en: 'Read a Chinese medical receipt: code, number, payer, date, hospital, each item charged, the insurance and personal payments, all checked against the total; copy each or save Excel or JSON for claims. Nothing uploaded.',
  },
  keywords: [
    '医疗',
    '票据',
    '识别',
    '报销',
    '管理',
    '医疗报销',
    '医疗票据',
    '各类医疗票据',
    '自动提取费用',
    '项目',
    '个人和企业医疗费',
  ],
  category: 'img',
  order: 56.8,
  added: '2026-11-28',
  intro: {
    zh: [
      '医疗票据识别读取医疗门诊、住院收费票据（电子票据或纸质票据）：票据代码、票据号码、校验码、交款人、开票日期、收款单位，每个收费项目的名称和金额，合计的大写和小写，以及医保统筹基金支付、其他医保支付、个人账户支付和个人现金支付。字段可以逐项复制，也可以下载 Excel 或 JSON，收费项目另有一张表，方便个人和企业整理医疗报销。',
      '读出的内容会互相核对：各收费项目相加要等于合计，医保统筹、个人账户和现金支付（都印在票据上时）相加也要等于合计，大写金额要与小写金额一致，日期必须真实存在。对不上的项标红提示，不替你猜测修改。',
      '1、点击“点击上传医疗票据图片”，选择一张清晰、完整的票据照片或截图（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，票据图片和结果都不会上传或保存。',
    ],
    en: [
      'The medical receipt reader reads outpatient and inpatient receipts (electronic or paper): receipt code, number, check code, payer, date, hospital, each item’s name and amount, the total in words and figures, and the insurance fund, other insurance, personal account and cash payments. Copy each field, or download Excel or JSON; the items have a table of their own, for claims by people and companies.',
      'The values are checked against each other: the items must add up to the total, so must the fund, account and cash payments (when all are printed), the total in words must equal the figures, and the date must exist. What disagrees is marked red, never corrected by guessing.',
      '1. Click “Upload an image of the medical receipt” and choose a sharp, whole photo or screenshot (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the receipt nor the result is uploaded or kept.',
    ],
  },
});
