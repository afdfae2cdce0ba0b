import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'wuxianyijin',
  name: { zh: '五险一金计算', en: 'Social Insurance & Take-home Pay' },
  description: {
    zh: '按城市的缴费基数上下限和比例，算出养老、医疗、失业、工伤、生育保险和住房公积金的个人与单位缴纳额，并按累计预扣法算出每月个税和税后工资。',
    en: 'Pension, medical, unemployment, work-injury and maternity insurance and the housing fund, employee and employer side, from a city’s base limits and rates; income tax month by month by the cumulative method and take-home pay.',
  },
  keywords: [
    '五险一金',
    '社保',
    '公积金',
    '社保计算器',
    '税后工资',
    '个税计算',
    '社会保险',
    '工资',
    '缴费基数',
    '单位缴纳',
    '养老保险',
    '医疗保险',
  ],
  category: 'data',
  order: 8,
  added: '2026-11-28',
  intro: {
    zh: [
      '五险一金计算按城市公布的社保缴费基数上下限、公积金基数和缴费比例，算出每一项的个人缴纳和单位缴纳金额，再按累计预扣法算出全年 12 个月的个税和税后收入，精确到分。',
      '1、选择城市：北京、上海的基数和比例取自当地人社局和公积金管理中心公布的规则，页面注明其适用期间和来源；其他城市可自行填写。',
      '2、输入税前月工资、公积金缴存比例和每月专项附加扣除。',
      '3、任何基数或比例都可以修改；未收录的项目（如单位缴纳的医疗、工伤、生育保险比例）留空时按 0 计算，结果会注明。',
    ],
    en: [
      'Social Insurance & Take-home Pay applies a city’s published contribution base limits, housing fund bases and rates to your wage, item by item for employee and employer, then withholds income tax for the 12 months of the year by the cumulative method, to the cent.',
      '1. Choose a city: Beijing’s and Shanghai’s bases and rates come from the rules their social security bureaus and housing fund centres published, with the period and source shown; for another city, enter them.',
      '2. Enter the monthly wage, the housing fund rate and the monthly special additional deductions.',
      '3. Any base or rate can be changed; items not recorded (such as the employer’s medical, work-injury and maternity rates) count as 0 while empty, and the results say so.',
    ],
  },
});
