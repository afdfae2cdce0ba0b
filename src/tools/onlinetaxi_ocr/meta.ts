import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'onlinetaxi_ocr',
  name: { zh: '网约车行程单识别', en: 'Ride-hailing Trip Statement Reader' },
  description: {
    zh: '拍照或截图识别网约车行程单的每一笔行程：上车时间、车型、起点、终点、里程和金额，以及平台、申请日期、笔数和合计，金额之和与合计核对；行程明细下载 Excel，方便报销，图片不上传。',
    en: 'Read a ride-hailing trip statement: each trip’s pick-up time, car type, from, to, distance and amount, with the platform, date, count and total, the amounts checked against the total; save the trips as Excel for claims. Nothing uploaded.',
  },
  keywords: ['网约车行程单识别', '行程单', '网约车', '打车报销', '行程单识别', '报销', '识别', '财务', '核对'],
  category: 'img',
  order: 56.9,
  added: '2026-11-28',
  intro: {
    zh: [
      '网约车行程单识别读取打车平台开具的行程单：平台名称、申请日期、行程人手机号（按原样保留打码），以及每一笔行程的上车时间、车型、起点、终点、里程和金额，最后是行程笔数和合计金额。行程明细显示为一张表，可以下载 Excel 或 JSON，和电子发票一起整理报销。',
      '读出的内容会核对：各笔行程的金额相加要等于行程单上写的合计，读出的笔数要等于行程单上写的笔数，不一致时标红提示（常见原因是某一行没有识别出来），不替你猜测修改。行程单上没有写合计时，给出各笔之和并标为“请核对”。',
      '1、点击“点击上传行程单图片”，选择行程单的截图或照片（也可以拖入或粘贴）；PDF 格式的行程单请先截图。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，图片和结果都不会上传或保存。',
    ],
    en: [
      'The trip statement reader reads the statements ride-hailing platforms issue: platform, date applied, the rider’s phone (masked as printed), and each trip’s pick-up time, car type, from, to, distance and amount, then the number of trips and the total. The trips are shown as a table and saved as Excel or JSON, to go with the invoice in a claim.',
      'The values are checked: the trips’ amounts must add up to the statement’s total and as many trips must be read as it states; when they do not, the field is marked red (usually a row was not read), never corrected by guessing. Without a printed total, the trips’ sum is given and marked “Check”.',
      '1. Click “Upload an image of the trip statement” and choose a screenshot or photo (or drag or paste it); for a PDF statement, take a screenshot first.',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the image nor the result is uploaded or kept.',
    ],
  },
});
