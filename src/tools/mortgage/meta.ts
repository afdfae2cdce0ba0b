import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'mortgage',
  name: { zh: '房贷计算', en: 'Mortgage Calculator' },
  description: {
    zh: '商业贷款、公积金贷款和组合贷款的月供、利息和完整还款明细，按最新 LPR 加点和重定价日计算，支持提前还款和导出 Excel。',
    en: 'Monthly instalments, interest and the full schedule of commercial, provident fund and combined loans at the latest LPR plus spread with repricing; prepayments and Excel export.',
  },
  keywords: [
    '房贷',
    '贷款',
    '商业贷款',
    '公积金贷款',
    '组合贷款',
    '期限',
    '利率',
    '还款',
    '等额本息',
    '等额本金',
    '在线计算',
    '押贷款',
    '按月付款',
    'Bankrate',
    'Zillow',
  ],
  category: 'data',
  order: 5,
  added: '2026-11-23',
  intro: {
    zh: [
      '房贷计算按精确到分的标准公式算出月供、总利息和每一期的还款明细，商业贷款利率取自中国人民银行授权公布的最新贷款市场报价利率（LPR）。',
      '1、选择商业贷款、公积金贷款或组合贷款，输入金额（万元）和年限，选择等额本息或等额本金。',
      '2、商贷可按“LPR + 加点”计算（每年 1 月 1 日或贷款发放日重新定价），也可直接输入固定利率；公积金利率默认取最新公布的首套或二套利率。',
      '3、可填写一次提前还款，选择缩短年限或减少月供，看能少付多少利息；还款明细可导出为 Excel。',
    ],
    en: [
      'Mortgage Calculator gives the monthly instalment, the total interest and every instalment of the schedule to the cent, with commercial rates from the latest Loan Prime Rate (LPR) published for the PBoC.',
      '1. Pick a commercial, provident fund or combined loan, enter the amounts (×10,000 yuan) and the term, and choose equal instalments or equal principal.',
      '2. Commercial loans follow LPR + spread (repriced every 1 January or on the loan anniversary) or a fixed rate you type; the provident fund rate defaults to the latest published first or second home rate.',
      '3. Add a prepayment to shorten the term or lower the instalment and see the interest saved; export the schedule to Excel.',
    ],
  },
});
