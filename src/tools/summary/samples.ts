/** Sample articles for the page (our own text, written for this tool). */
export const SAMPLES = [
  [
    '本报讯 昨天，市交通委员会宣布，本市地铁将从下月起延长夜间运营时间，工作日末班车推迟一小时。',
    '交通委员会负责人介绍，近年来夜间出行的乘客明显增多，不少市民反映下班晚时赶不上末班车。',
    '为此，地铁公司对列车检修计划进行了调整，在保证设备检修时间的前提下延长运营。',
    '延长运营后，六条主要线路的末班车将从晚上十一点推迟到午夜十二点。',
    '地铁公司同时提醒乘客，夜间部分车站只开放一个出入口，请提前留意站内公告。',
    '不少市民对此表示欢迎，有乘客说，以后加班再晚也不用担心打不到车了。',
  ].join(''),
  [
    'The city council voted on Tuesday to build a new public library in the old market district.',
    'The library will cost about twelve million dollars and is expected to open in two years.',
    'Council members said the district has had no public library since the old one closed a decade ago.',
    'Residents have long asked for a library where children can study after school.',
    'The new library will also offer free internet access and evening classes for adults.',
    'Construction is planned to start next spring.',
  ].join(' '),
];
