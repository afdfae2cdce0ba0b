import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'datecal',
  name: { zh: '日期计算', en: 'Date Calculator' },
  description: {
    zh: '计算两个日期相差几天、几个工作日，推算 N 天或 N 个工作日后的日期，按官方放假调休安排，含农历。',
    en: 'Days and working days between dates, a date plus N days or working days (official holidays and make-up days), lunar dates.',
  },
  keywords: [
    'date',
    '计算',
    '日期',
    '今天日期',
    '间隔天数',
    '日期公式',
    '时间加减器',
    '计算星期几',
    '起止日期计算',
    '在线算天数',
    'UTC标准时间',
    '夏令时',
    '国际历法',
    '各地区本地时间',
    '特定日期',
    '考试',
    '休假',
    '特定天数',
  ],
  category: 'data',
  order: 9,
  added: '2026-11-23',
  intro: {
    zh: [
      '日期计算可以算两个日期之间相差多少天、几周、几年几个月几天，以及其中有多少个工作日；也可以推算某天加减 N 天或 N 个工作日之后是哪一天，并查询农历。',
      '1、日期间隔：选择开始和结束日期，得到相差天数、工作日和休息日（含首尾）。',
      '2、日期推算：选择日期，输入天数（负数往前推），可按自然日或工作日计算；工作日按国务院办公厅公布的法定节假日和调休上班日计算。',
      '3、农历转换：输入农历年月日（可选闰月）得到公历日期；每个结果都显示星期、农历、节日或调休和节气。',
    ],
    en: [
      'Date Calculator gives the days, weeks and years/months/days between two dates and the working days among them, the date N days or N working days away, and lunar dates.',
      '1. Between dates: pick a start and an end date for the difference, working days and days off (both ends included).',
      '2. Add days: pick a date and a number of days (negative goes back), as calendar or working days; working days follow the State Council’s public holidays and make-up working days.',
      '3. Lunar calendar: enter a lunar year, month and day (leap month optional) for the Gregorian date; every result shows its weekday, lunar date, holiday or make-up day and solar term.',
    ],
  },
});
