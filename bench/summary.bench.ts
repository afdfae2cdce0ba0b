/**
 * 文章摘要: `npx tsx bench/summary.bench.ts`. Prints tables.
 * 1. Ten news-style articles we wrote, each with one key sentence (the news itself; not always the first):
 *    is it among the 3 sentences the summary keeps? (Quality bar: 8 of 10.)
 * 2. Time to summarise 10,000 characters on the server (jieba + TextRank), the first call (dictionary
 *    load) apart from later ones.
 */
import { summarize } from '../src/tools/summary/server.js';

interface Article {
  name: string;
  sentences: string[];
  /** Index of the key sentence. */
  key: number;
}

const ARTICLES: Article[] = [
  {
    name: 'metro hours',
    key: 0,
    sentences: [
      '市交通委员会昨天宣布，本市地铁从下月起延长夜间运营时间，工作日末班车推迟一小时。',
      '近年来夜间出行的乘客明显增多，不少市民反映加班后赶不上末班车。',
      '地铁公司调整了列车检修计划，在保证检修时间的前提下延长运营。',
      '六条主要线路的末班车将从晚上十一点推迟到午夜十二点。',
      '部分车站夜间只开放一个出入口，乘客需留意站内公告。',
      '有市民表示，这一措施让晚归的人出行更方便。',
    ],
  },
  {
    name: 'library',
    key: 1,
    sentences: [
      '老城区的居民多年来一直希望附近能有一座图书馆。',
      '区政府本周决定在老城区新建一座公共图书馆，预计两年后开放。',
      '新图书馆将设有儿童阅览区和自习室，并提供免费上网服务。',
      '图书馆的建设资金由区财政全额承担。',
      '附近学校的老师说，孩子们放学后终于有地方安静看书了。',
      '施工计划于明年春天开始。',
    ],
  },
  {
    name: 'rice harvest',
    key: 0,
    sentences: [
      '今年全省早稻喜获丰收，总产量比去年增长百分之六。',
      '夏季雨水充足，光照条件好，有利于水稻生长。',
      '多地推广的新品种抗倒伏能力强，亩产明显提高。',
      '农业部门组织农机手跨区作业，收割进度比往年快。',
      '粮食收购价格保持稳定，农民种粮收益有保障。',
      '专家提醒，晚稻种植要注意防范秋季干旱。',
    ],
  },
  {
    name: 'heat wave',
    key: 2,
    sentences: [
      '进入七月以来，南方多地持续高温。',
      '气象台的数据显示，部分城市最高气温已连续十天超过三十八度。',
      '市气象台今天发布高温红色预警，提醒市民中午尽量减少外出。',
      '供电部门表示，用电负荷连创新高，电网运行总体平稳。',
      '医院急诊科接诊的中暑病人比平时多了三成。',
      '预计高温天气还将持续一周左右。',
    ],
  },
  {
    name: 'museum',
    key: 0,
    sentences: [
      '市博物馆新馆今天正式对公众开放，首日接待观众一万两千人次。',
      '新馆建筑面积是老馆的三倍，展出文物超过五千件。',
      '其中三百多件文物是首次公开展出。',
      '博物馆实行免费预约参观，每天限流两万人。',
      '不少家长带着孩子一早就来排队。',
      '老馆将改造为文物修复中心。',
    ],
  },
  {
    name: 'bike lanes',
    key: 3,
    sentences: [
      '每天早晚高峰，滨江路上的自行车和汽车常常挤在一起。',
      '骑车上班的市民说，路口转弯的车辆让人提心吊胆。',
      '去年这条路上发生了二十多起涉及自行车的交通事故。',
      '为此，市交通局决定在滨江路修建一条独立的自行车专用道，年底前完工。',
      '专用道全长八公里，与机动车道之间用绿化带隔开。',
      '施工期间部分路段将临时封闭。',
    ],
  },
  {
    name: 'vaccine clinic',
    key: 0,
    sentences: [
      '从下周一起，全市社区卫生服务中心将为六十岁以上老人免费接种流感疫苗。',
      '每年秋冬季是流感高发期，老年人感染后容易出现重症。',
      '接种前需要通过手机预约，也可以由家属代为预约。',
      '社区医生提醒，接种后应在现场留观三十分钟。',
      '今年的疫苗供应量比去年增加了两成。',
      '有慢性病的老人接种前应先咨询医生。',
    ],
  },
  {
    name: 'factory',
    key: 1,
    sentences: [
      '位于开发区的一家汽车零部件企业今年订单大幅增加。',
      '这家企业今天宣布投资十亿元新建一座工厂，建成后将新增一千五百个就业岗位。',
      '新工厂主要生产电动汽车的电池外壳和底盘部件。',
      '企业负责人表示，新工厂将大量使用自动化生产线。',
      '当地职业学校已经开始为企业定向培养技术工人。',
      '项目预计明年下半年投产。',
    ],
  },
  {
    name: 'river cleanup',
    key: 0,
    sentences: [
      'The city finished cleaning the polluted Mill River this week, three years after the project began.',
      'Workers removed more than forty tons of waste from the riverbed.',
      'Water tests now show oxygen levels high enough for fish to return.',
      'Residents had complained for years about the smell in summer.',
      'A new path along the bank will open to walkers next month.',
      'The council plans to check the water every season.',
    ],
  },
  {
    name: 'school lunch',
    key: 2,
    sentences: [
      'Parents in the district have asked for healthier school meals for years.',
      'A survey last spring found that most students skipped the vegetables on their plates.',
      'The school board voted on Monday to offer free healthy lunches to every student in the district from September.',
      'The lunches will include fresh fruit, vegetables and whole grains every day.',
      'The board says the plan will cost about two million dollars a year.',
      'Local farms will supply some of the food.',
    ],
  },
];

const rows = ARTICLES.map((a) => {
  const text = a.sentences.join(a.sentences[0].match(/[a-z]/i) ? ' ' : '');
  const r = summarize({ text, sentences: 3, keywords: 5 });
  const keyText = a.sentences[a.key];
  return {
    article: a.name,
    'key sentence at': a.key + 1,
    'summary sentences': r.summary.map((s) => s.index + 1).join(','),
    'key kept': r.summary.some((s) => s.text === keyText) ? 'yes' : 'NO',
    keywords: r.keywords.map((k) => k.word).join(' '),
  };
});
console.log('\nKey sentence in the 3-sentence summary:');
console.table(rows);
console.log(`kept: ${rows.filter((r) => r['key kept'] === 'yes').length} of ${rows.length}`);

// 10,000 characters of Chinese news (the articles above repeated with their numbers changed, so sentences differ).
const zh = ARTICLES.filter((a) => !/[a-z]/i.test(a.sentences[0])).flatMap((a) => a.sentences);
let long = '';
for (let i = 0; long.length < 10_000; i++) long += zh[i % zh.length].replace('。', `（${i}）。`);
long = long.slice(0, 10_000);
const times: Record<string, string | number>[] = [];
for (let i = 0; i < 6; i++) {
  const t = performance.now();
  const r = summarize({ text: long, sentences: 5, keywords: 10 });
  times.push({
    call: i === 0 ? '1 (loads jieba)' : i + 1,
    characters: long.length,
    sentences: r.total,
    ms: Math.round(performance.now() - t),
  });
}
console.log('\nSummarising 10,000 characters (jieba + TextRank, in process):');
console.table(times);
