import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'invest',
  name: { zh: '投资收益计算', en: 'Investment Return Calculator' },
  description: {
    zh: '按银行挂牌利率算存款利息，算复利、定期定投、年化收益率和定投的内部收益率 (IRR)，精确到分。',
    en: 'Deposit interest at the banks’ listed rates, compound interest, regular saving, annualised return and the IRR of monthly investing, to the cent.',
  },
  keywords: [
    '投资收益',
    '计算',
    '投资本金',
    '收益率',
    '投资期限',
    '年平均利润',
    '投资总额',
    '在线计算',
    '存款利息',
    '复利',
    '定投',
    '年化收益率',
    'IRR',
  ],
  category: 'data',
  order: 2,
  added: '2026-11-23',
  intro: {
    zh: [
      '投资收益计算提供五种算法：存款利息（按银行挂牌利率）、复利、定期定投、一次投入的年化收益率，以及每月定投的年化收益率 (IRR)。',
      '1、存款利息：选择银行和存期，输入本金，按该行当前挂牌利率算出到期利息。',
      '2、复利和定期定投：输入年利率、期限和计息方式，算出本息合计。',
      '3、年化收益率和定投收益率：输入投入和期末价值，算出年化收益。',
    ],
    en: [
      'Investment Return Calculator has five calculations: deposit interest at a bank’s listed rate, compound interest, regular saving, the annualised return of a lump sum and the IRR of monthly investing.',
      '1. Deposit: pick the bank and the term, enter the principal: the interest at maturity at the bank’s listed rate.',
      '2. Compound and regular saving: enter the rate, the term and how interest is paid for the total.',
      '3. Returns: enter what you put in and what it is worth for the annualised return.',
    ],
  },
});
