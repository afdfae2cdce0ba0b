import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'timestamp',
  name: { zh: '时间戳转换', en: 'Timestamp Converter' },
  description: {
    zh: 'Unix 时间戳（秒、毫秒）与日期时间互转，支持北京时间、UTC 和各地时区。',
    en: 'Converts Unix timestamps (seconds, milliseconds) to dates and back, in Beijing time, UTC and other zones.',
  },
  keywords: [
    '时间戳',
    '转换',
    '计算',
    '在线工具',
    '毫秒',
    '时间加码',
    '时间解码',
    'Timestamp',
    '动态更新',
    '秒',
    '格式转换',
    '编程语言',
    '处理日期',
    'Unix 时间戳',
    'ISO 8601',
  ],
  category: 'data',
  order: 8,
  added: '2026-11-23',
  intro: {
    zh: [
      '时间戳转换把 Unix 时间戳（秒级或毫秒级）换算成指定时区的日期时间，也能把日期时间换算回时间戳，页面顶部实时显示当前时间戳。',
      '1、输入时间戳，自动识别秒或毫秒，选择时区，即可看到当地时间、星期、ISO 8601 和 UTC 时间。',
      '2、输入日期时间（如 2024-02-10 08:30:00，可带 Z 或 +08:00），得到秒级和毫秒级时间戳。每个结果都可一键复制。',
    ],
    en: [
      'Timestamp Converter turns Unix timestamps (seconds or milliseconds) into the date and time of a time zone and back; the current timestamp ticks at the top.',
      '1. Type a timestamp (seconds or milliseconds are detected), pick a zone, and read the local time, weekday, ISO 8601 and UTC.',
      '2. Type a date and time (e.g. 2024-02-10 08:30:00, optionally with Z or +08:00) for its timestamps. Every value has a copy button.',
    ],
  },
});
