/**
 * The PDF→Office test set: documents with known content (headings, paragraphs, lists, tables with merged
 * cells, images, page breaks; Chinese and English), each written as .docx (docx package) or .xlsx
 * (ExcelJS) and printed to PDF by LibreOffice, or as HTML printed to PDF by Chromium. The specs are the
 * truth the converted files are measured against (bench/pdf-office/metrics.ts).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  BorderStyle,
} from 'docx';
import ExcelJS from 'exceljs';
import { zlibSync } from 'fflate';

// ------------------------------------------------------------------ specs

export type Run = string | { text: string; bold?: boolean; italic?: boolean; color?: string };

export interface TextBlock {
  t: 'h1' | 'h2' | 'h3' | 'p';
  runs: Run[];
  align?: 'center' | 'right' | 'justify';
  indent?: boolean;
}

export type SpecBlock =
  | TextBlock
  | { t: 'ul'; items: string[] }
  | { t: 'ol'; items: string[] }
  | {
      t: 'table';
      rows: string[][];
      merges?: { r: number; c: number; rs: number; cs: number }[];
      borders?: boolean;
      shade?: boolean;
    }
  | { t: 'img'; w: number; h: number; hue: number }
  | { t: 'break' };

export interface DocSpec {
  name: string;
  lang: 'zh' | 'en';
  source: 'docx' | 'html';
  landscape?: boolean;
  /** HTML only: set in two columns. */
  columns?: 2;
  blocks: SpecBlock[];
}

export interface SheetSpec {
  name: string;
  rows: (string | number | Date | null)[][];
  merges?: { r: number; c: number; rs: number; cs: number }[];
  formats?: Record<number, string>;
  borders?: boolean;
}

export interface BookSpec {
  name: string;
  lang: 'zh' | 'en';
  source: 'xlsx';
  sheets: SheetSpec[];
}

export type Spec = DocSpec | BookSpec;

export const runText = (r: Run) => (typeof r === 'string' ? r : r.text);

// ------------------------------------------------------------------ text pools

const ZH = [
  '人工智能正在改变办公软件的使用方式，越来越多的文档处理工作可以自动完成。',
  '本季度公司在华东和华南地区新增了十二个服务网点，客户满意度持续提升。',
  '为保证数据安全，所有上传的文件在处理完成后都会立即从服务器上删除。',
  '项目组在三个月内完成了需求调研、方案设计、开发测试和上线部署四个阶段的工作。',
  '根据市场调查结果，移动端用户占全部访问量的百分之七十以上，并且仍在增长。',
  '会议决定成立专项工作小组，由技术部牵头，财务部和市场部配合推进。',
  '新版本优化了中文排版，标点符号避头尾处理更加符合国家标准的要求。',
  '各部门应于本月底前提交年度工作总结，并对下一年度的重点任务提出建议。',
  '在试点城市中，线上办理业务的平均等待时间由四十分钟缩短到了八分钟。',
  '培训内容包括产品知识、服务规范、安全生产和应急处置等多个方面。',
  '经过多轮测试，系统在高峰时段每秒可以处理两千次以上的转换请求。',
  '该方案兼顾了成本与效率，预计可在两年内收回全部投资。',
  '我们将继续听取用户意见，不断改进产品体验，让工具更加简单好用。',
  '通知发布后，各单位要认真组织学习，确保各项要求落实到位。',
  '文档中的表格、图片和目录在转换后应当保持原有的位置和样式。',
  '春节假期期间，客服热线照常开通，节后第一个工作日恢复正常办公。',
  '数据显示，今年上半年的营业收入同比增长百分之十八点五。',
  '请在填写申请表时注意核对身份证号码、联系电话和通讯地址等信息。',
  '为进一步提高工作效率，办公室将统一采购新的打印设备和办公软件。',
  '本报告的数据来源于公司财务系统和第三方市场研究机构的公开资料。',
];

const EN = [
  'The quarterly report summarises the progress of the third quarter, including new features and the growth of active users.',
  'Our engineering team reduced the average conversion time from four seconds to less than one second on typical documents.',
  'All uploaded files are deleted from the server as soon as the conversion has finished, and results expire after an hour.',
  'The committee recommends that the new policy take effect at the beginning of the next financial year.',
  'Customer satisfaction improved in every region, with the strongest gains reported by small and medium businesses.',
  'Participants were asked to rate the usability of the prototype on a scale from one to five after each task.',
  'The budget for infrastructure remains unchanged, while spending on training and documentation increases slightly.',
  'Please return the signed agreement by the end of the month so that the account can be activated without delay.',
  'Mobile devices now account for more than seventy percent of all visits, and the share is still rising.',
  'A detailed breakdown of the figures is given in the appendix, together with the methodology used to collect them.',
  'The pilot programme will run in three cities before it is extended to the rest of the country next spring.',
  'Each department is responsible for reviewing its own processes and reporting any risks to the audit team.',
  'Accessibility was a priority throughout the project, from colour contrast to keyboard navigation and screen readers.',
  'The survey was conducted online between March and May and received more than twelve thousand responses.',
  'We will continue to listen to our users and to improve the product in small, frequent and well tested steps.',
  'Internationalisation support covers date formats, currencies, right-to-left scripts and Chinese typography.',
  'The new warehouse management system is expected to cut delivery times by about a fifth within the first year.',
  'Further information about the programme, including eligibility criteria and deadlines, is available on request.',
  'Maintenance windows are scheduled on the first Sunday of every month, between two and four in the morning.',
  'The results confirm our earlier findings and suggest several directions for future research and development.',
];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentences(lang: 'zh' | 'en', n: number, rand: () => number): string {
  const pool = lang === 'zh' ? ZH : EN;
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pool[Math.floor(rand() * pool.length)]);
  return out.join(lang === 'zh' ? '' : ' ');
}

const para = (
  lang: 'zh' | 'en',
  n: number,
  rand: () => number,
  extra: Partial<Omit<TextBlock, 't' | 'runs'>> = {},
): SpecBlock => ({
  t: 'p',
  runs: [sentences(lang, n, rand)],
  ...extra,
});

// ------------------------------------------------------------------ the set

function report(name: string, lang: 'zh' | 'en', source: 'docx' | 'html', seed: number, pages = 2): DocSpec {
  const r = rng(seed);
  const zh = lang === 'zh';
  const blocks: SpecBlock[] = [
    { t: 'h1', runs: [zh ? '第三季度工作报告' : 'Third Quarter Report'], align: 'center' },
    para(lang, 3, r),
    {
      t: 'p',
      runs: [
        sentences(lang, 1, r),
        { text: zh ? '重点内容需要加粗显示。' : 'The key figures are shown in bold. ', bold: true },
        { text: zh ? '这一句是斜体。' : 'This sentence is in italics. ', italic: true },
        { text: zh ? '这一句使用红色。' : 'This one is red.', color: 'C00000' },
      ],
    },
    { t: 'h2', runs: [zh ? '一、主要进展' : '1. Main progress'] },
    para(lang, 4, r),
    { t: 'ul', items: [sentences(lang, 1, r), sentences(lang, 1, r), sentences(lang, 1, r)] },
    para(lang, 2, r),
    {
      t: 'table',
      borders: true,
      shade: true,
      rows: zh
        ? [
            ['地区', '网点数量', '营业收入（万元）', '增长率'],
            ['华东', '42', '3,450.50', '12.5%'],
            ['华南', '37', '2,980.00', '8.2%'],
            ['华北', '25', '1,760.25', '-3.1%'],
            ['合计', '104', '8,190.75', '6.9%'],
          ]
        : [
            ['Region', 'Offices', 'Revenue ($k)', 'Growth'],
            ['East', '42', '3,450.50', '12.5%'],
            ['South', '37', '2,980.00', '8.2%'],
            ['North', '25', '1,760.25', '-3.1%'],
            ['Total', '104', '8,190.75', '6.9%'],
          ],
    },
    { t: 'h2', runs: [zh ? '二、下一步计划' : '2. Next steps'] },
    para(lang, 3, r),
    { t: 'ol', items: [sentences(lang, 1, r), sentences(lang, 1, r), sentences(lang, 1, r)] },
    { t: 'img', w: 360, h: 160, hue: seed % 360 },
    para(lang, 2, r),
  ];
  for (let p = 1; p < pages; p++) {
    blocks.push({ t: 'break' }, { t: 'h2', runs: [zh ? `附录${p}` : `Appendix ${p}`] });
    for (let i = 0; i < 4; i++) blocks.push(para(lang, 3 + Math.floor(r() * 3), r));
  }
  return { name, lang, source, blocks };
}

function officialNotice(name: string, source: 'docx' | 'html', seed: number): DocSpec {
  const r = rng(seed);
  const blocks: SpecBlock[] = [
    { t: 'h1', runs: ['关于进一步做好文档管理工作的通知'], align: 'center' },
    { t: 'p', runs: ['各部门、各单位：'] },
  ];
  const heads = ['一、总体要求', '二、工作内容', '三、时间安排', '四、有关要求'];
  for (const h of heads) {
    blocks.push({ t: 'p', runs: [{ text: h, bold: true }], indent: true });
    for (let i = 0; i < 2; i++) blocks.push(para('zh', 3 + Math.floor(r() * 3), r, { indent: true, align: 'justify' }));
  }
  blocks.push({ t: 'p', runs: ['特此通知。'], indent: true });
  blocks.push({ t: 'p', runs: ['办公室'], align: 'right' }, { t: 'p', runs: ['2024年6月18日'], align: 'right' });
  return { name, lang: 'zh', source, blocks };
}

function tableHeavy(name: string, lang: 'zh' | 'en', source: 'docx' | 'html', seed: number): DocSpec {
  const r = rng(seed);
  const zh = lang === 'zh';
  return {
    name,
    lang,
    source,
    blocks: [
      { t: 'h1', runs: [zh ? '项目预算明细表' : 'Project budget'] },
      para(lang, 2, r),
      {
        t: 'table',
        borders: true,
        shade: true,
        merges: [
          { r: 0, c: 0, rs: 2, cs: 1 },
          { r: 0, c: 1, rs: 1, cs: 2 },
          { r: 0, c: 3, rs: 1, cs: 2 },
        ],
        rows: zh
          ? [
              ['项目', '2023年', '', '2024年', ''],
              ['', '预算', '实际', '预算', '实际'],
              ['人员', '120.00', '118.50', '130.00', '127.20'],
              ['设备', '45.00', '52.30', '40.00', '38.90'],
              ['差旅', '12.00', '9.80', '15.00', '14.10'],
              ['培训', '8.00', '7.60', '10.00', '11.30'],
            ]
          : [
              ['Item', '2023', '', '2024', ''],
              ['', 'Budget', 'Actual', 'Budget', 'Actual'],
              ['Staff', '120.00', '118.50', '130.00', '127.20'],
              ['Equipment', '45.00', '52.30', '40.00', '38.90'],
              ['Travel', '12.00', '9.80', '15.00', '14.10'],
              ['Training', '8.00', '7.60', '10.00', '11.30'],
            ],
      },
      para(lang, 2, r),
      {
        t: 'table',
        borders: true,
        rows: zh
          ? [
              ['日期', '事项', '负责人'],
              ['2024-03-01', '需求调研', '张伟'],
              ['2024-04-15', '方案评审', '李娜'],
              ['2024-06-30', '上线部署', '王强'],
            ]
          : [
              ['Date', 'Milestone', 'Owner'],
              ['2024-03-01', 'Requirements', 'Alice Chen'],
              ['2024-04-15', 'Design review', 'Bob Li'],
              ['2024-06-30', 'Launch', 'Carol Wang'],
            ],
      },
      para(lang, 1, r),
    ],
  };
}

function longText(name: string, lang: 'zh' | 'en', source: 'docx' | 'html', seed: number, paragraphs: number): DocSpec {
  const r = rng(seed);
  const blocks: SpecBlock[] = [{ t: 'h1', runs: [lang === 'zh' ? '年度发展规划' : 'Annual development plan'] }];
  for (let i = 0; i < paragraphs; i++) {
    if (i % 6 === 5) blocks.push({ t: 'h2', runs: [lang === 'zh' ? `第${i + 1}部分` : `Part ${i + 1}`] });
    blocks.push(para(lang, 2 + Math.floor(r() * 4), r, { align: 'justify' }));
  }
  return { name, lang, source, blocks };
}

function letter(name: string, lang: 'zh' | 'en', source: 'docx' | 'html', seed: number): DocSpec {
  const r = rng(seed);
  const zh = lang === 'zh';
  return {
    name,
    lang,
    source,
    blocks: [
      { t: 'p', runs: [zh ? '2024年5月20日' : '20 May 2024'], align: 'right' },
      { t: 'h2', runs: [zh ? '合作邀请函' : 'Invitation to partner'], align: 'center' },
      { t: 'p', runs: [zh ? '尊敬的合作伙伴：' : 'Dear partner,'] },
      para(lang, 3, r, { align: 'justify' }),
      para(lang, 4, r, { align: 'justify' }),
      { t: 'ul', items: [sentences(lang, 1, r), sentences(lang, 1, r)] },
      para(lang, 2, r),
      { t: 'p', runs: [zh ? '此致' : 'Yours sincerely,'] },
      { t: 'p', runs: [{ text: zh ? '市场部 王芳' : 'Fang Wang, Marketing', bold: true }], align: 'right' },
    ],
  };
}

function borderless(name: string, lang: 'zh' | 'en', seed: number): DocSpec {
  const r = rng(seed);
  const zh = lang === 'zh';
  return {
    name,
    lang,
    source: 'html',
    blocks: [
      { t: 'h1', runs: [zh ? '产品价格表' : 'Price list'] },
      para(lang, 2, r),
      {
        t: 'table',
        borders: false,
        rows: zh
          ? [
              ['型号', '规格', '单价（元）', '库存'],
              ['A100', '标准版', '1,299.00', '320'],
              ['A200', '专业版', '2,499.00', '150'],
              ['B300', '企业版', '6,800.00', '42'],
              ['C10', '入门版', '499.00', '1,024'],
            ]
          : [
              ['Model', 'Edition', 'Price ($)', 'Stock'],
              ['A100', 'Standard', '1,299.00', '320'],
              ['A200', 'Professional', '2,499.00', '150'],
              ['B300', 'Enterprise', '6,800.00', '42'],
              ['C10', 'Starter', '499.00', '1,024'],
            ],
      },
      para(lang, 2, r),
    ],
  };
}

function twoColumns(name: string, seed: number): DocSpec {
  const r = rng(seed);
  const blocks: SpecBlock[] = [];
  for (let i = 0; i < 8; i++) blocks.push(para('en', 3 + Math.floor(r() * 2), r));
  return { name, lang: 'en', source: 'html', columns: 2, blocks };
}

const d = (s: string) => new Date(`${s}T00:00:00Z`);

function salesBook(name: string, lang: 'zh' | 'en', borders: boolean, seed: number): BookSpec {
  const r = rng(seed);
  const zh = lang === 'zh';
  const rows: (string | number | Date | null)[][] = [
    zh ? ['日期', '产品', '数量', '单价', '金额'] : ['Date', 'Product', 'Qty', 'Price', 'Amount'],
  ];
  const products = zh
    ? ['笔记本电脑', '显示器', '键盘', '鼠标', '打印机']
    : ['Laptop', 'Monitor', 'Keyboard', 'Mouse', 'Printer'];
  for (let i = 0; i < 14; i++) {
    const qty = 1 + Math.floor(r() * 40);
    const price = Math.round((20 + r() * 800) * 100) / 100;
    rows.push([
      d(`2024-0${1 + (i % 9)}-${String(10 + i).padStart(2, '0')}`),
      products[i % 5],
      qty,
      price,
      Math.round(qty * price * 100) / 100,
    ]);
  }
  return {
    name,
    lang,
    source: 'xlsx',
    sheets: [
      { name: zh ? '销售明细' : 'Sales', rows, formats: { 0: 'yyyy-mm-dd', 3: '#,##0.00', 4: '#,##0.00' }, borders },
    ],
  };
}

function budgetBook(name: string, lang: 'zh' | 'en'): BookSpec {
  const zh = lang === 'zh';
  return {
    name,
    lang,
    source: 'xlsx',
    sheets: [
      {
        name: zh ? '预算' : 'Budget',
        borders: true,
        merges: [
          { r: 0, c: 0, rs: 2, cs: 1 },
          { r: 0, c: 1, rs: 1, cs: 2 },
          { r: 0, c: 3, rs: 1, cs: 2 },
        ],
        rows: [
          [zh ? '部门' : 'Department', zh ? '上半年' : 'H1', null, zh ? '下半年' : 'H2', null],
          [null, zh ? '预算' : 'Budget', zh ? '实际' : 'Actual', zh ? '预算' : 'Budget', zh ? '实际' : 'Actual'],
          [zh ? '研发部' : 'R&D', 1200, 1180.5, 1300, 1275.25],
          [zh ? '市场部' : 'Marketing', 800, 845.2, 900, 870],
          [zh ? '行政部' : 'Admin', 300, 295.8, 320, 318.6],
          [zh ? '合计' : 'Total', 2300, 2321.5, 2520, 2463.85],
        ],
        formats: { 1: '#,##0.00', 2: '#,##0.00', 3: '#,##0.00', 4: '#,##0.00' },
      },
    ],
  };
}

function rosterBook(name: string): BookSpec {
  const names = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴婷'];
  const depts = ['技术部', '市场部', '财务部', '人事部'];
  const rows: (string | number | Date | null)[][] = [['工号', '姓名', '部门', '入职日期', '月薪']];
  names.forEach((n, i) =>
    rows.push([`00${101 + i}`, n, depts[i % 4], d(`20${15 + (i % 9)}-0${1 + (i % 9)}-15`), 8000 + i * 750]),
  );
  return {
    name,
    lang: 'zh',
    source: 'xlsx',
    sheets: [{ name: '员工名单', rows, formats: { 3: 'yyyy-mm-dd', 4: '#,##0' }, borders: false }],
  };
}

/** The whole set (≥ 20 PDFs). `fast`: the subset CI converts. */
export function corpus(): Spec[] {
  return [
    report('zh-report', 'zh', 'docx', 11),
    report('en-report', 'en', 'docx', 12),
    report('zh-report-html', 'zh', 'html', 13),
    report('en-report-html', 'en', 'html', 14),
    officialNotice('zh-notice', 'docx', 21),
    officialNotice('zh-notice-html', 'html', 22),
    tableHeavy('zh-tables', 'zh', 'docx', 31),
    tableHeavy('en-tables', 'en', 'docx', 32),
    tableHeavy('en-tables-html', 'en', 'html', 33),
    longText('zh-long', 'zh', 'docx', 41, 24),
    longText('en-long', 'en', 'docx', 42, 24),
    longText('zh-long-html', 'zh', 'html', 43, 20),
    letter('zh-letter', 'zh', 'docx', 51),
    letter('en-letter-html', 'en', 'html', 52),
    borderless('zh-prices-html', 'zh', 61),
    borderless('en-prices-html', 'en', 62),
    twoColumns('en-columns-html', 71),
    { ...report('en-landscape', 'en', 'docx', 81, 1), landscape: true },
    salesBook('zh-sales', 'zh', true, 91),
    salesBook('en-sales-plain', 'en', false, 92),
    budgetBook('zh-budget', 'zh'),
    budgetBook('en-budget', 'en'),
    rosterBook('zh-roster'),
  ];
}

export const FAST = ['zh-report', 'en-report-html', 'zh-tables', 'zh-prices-html', 'zh-budget', 'zh-notice'];

// ------------------------------------------------------------------ truth

export interface Truth {
  /** Every text of the document in order (tables row by row), for text similarity. */
  text: string[];
  /** Paragraphs outside tables (headings, paragraphs, list items). */
  paragraphs: number;
  /** Tables as grids ('' where a merged cell covers). */
  tables: string[][][];
}

function displayed(value: string | number | Date | null, format?: string): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (format === '#,##0.00')
      return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (format === '#,##0') return value.toLocaleString('en-US');
    return String(value);
  }
  return value;
}

export function truthOf(spec: Spec): Truth {
  if (spec.source === 'xlsx') {
    const tables = spec.sheets.map((s) => s.rows.map((row) => row.map((v, c) => displayed(v, s.formats?.[c]))));
    return { text: tables.flat(2).filter(Boolean), paragraphs: 0, tables };
  }
  const text: string[] = [];
  let paragraphs = 0;
  const tables: string[][][] = [];
  for (const b of spec.blocks) {
    if (b.t === 'ul' || b.t === 'ol') {
      text.push(...b.items);
      paragraphs += b.items.length;
    } else if (b.t === 'table') {
      tables.push(b.rows);
      for (const row of b.rows) text.push(row.filter(Boolean).join(' '));
    } else if (b.t === 'h1' || b.t === 'h2' || b.t === 'h3' || b.t === 'p') {
      text.push(b.runs.map(runText).join(''));
      paragraphs++;
    }
  }
  return { text, paragraphs, tables };
}

// ------------------------------------------------------------------ rendering

/** A small chart-like picture (PNG), different per hue. */
export function picture(width: number, height: number, hue: number): Buffer {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const bar = Math.floor(x / (width / 8));
      const top = height * (0.2 + 0.6 * (((bar * 37 + hue) % 100) / 100));
      const on = y > top;
      const i = y * (width * 3 + 1) + 1 + x * 3;
      const h = ((hue + bar * 25) % 360) / 360;
      raw[i] = on ? Math.round(120 + 120 * Math.abs(Math.sin(h * 6.28))) : 246;
      raw[i + 1] = on ? Math.round(100 + 100 * Math.abs(Math.cos(h * 6.28))) : 247;
      raw[i + 2] = on ? 200 : 249;
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from(zlibSync(raw))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function docxRuns(runs: Run[], zh: boolean): TextRun[] {
  const font = zh ? { ascii: 'Liberation Serif', hAnsi: 'Liberation Serif', eastAsia: 'Noto Serif CJK SC' } : undefined;
  return runs.map((r) =>
    typeof r === 'string'
      ? new TextRun({ text: r, font })
      : new TextRun({ text: r.text, bold: r.bold, italics: r.italic, color: r.color, font }),
  );
}

const ALIGN = { center: AlignmentType.CENTER, right: AlignmentType.RIGHT, justify: AlignmentType.JUSTIFIED } as const;

export async function toDocx(spec: DocSpec): Promise<Buffer> {
  const zh = spec.lang === 'zh';
  const children: (Paragraph | Table)[] = [];
  let olInstance = 0;
  for (const b of spec.blocks) {
    if (b.t === 'break') children.push(new Paragraph({ children: [new PageBreak()] }));
    else if (b.t === 'img')
      children.push(
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [
            new ImageRun({ type: 'png', data: picture(b.w, b.h, b.hue), transformation: { width: b.w, height: b.h } }),
          ],
        }),
      );
    else if (b.t === 'ul' || b.t === 'ol') {
      olInstance++;
      for (const item of b.items)
        children.push(
          new Paragraph({
            children: docxRuns([item], zh),
            ...(b.t === 'ul'
              ? { bullet: { level: 0 } }
              : { numbering: { reference: 'ol', level: 0, instance: olInstance } }),
          }),
        );
    } else if (b.t === 'table') {
      const covered = new Set<string>();
      for (const m of b.merges ?? [])
        for (let i = 0; i < m.rs; i++) for (let k = 0; k < m.cs; k++) if (i || k) covered.add(`${m.r + i},${m.c + k}`);
      const border = b.borders
        ? { style: BorderStyle.SINGLE, size: 4, color: '000000' }
        : { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: {
            top: border,
            bottom: border,
            left: border,
            right: border,
            insideHorizontal: border,
            insideVertical: border,
          },
          rows: b.rows.map(
            (row, r) =>
              new TableRow({
                children: row.flatMap((text, c) => {
                  // Cells under a vertical merge are left out (the docx package writes them); horizontal ones too.
                  if (covered.has(`${r},${c}`)) return [];
                  const m = b.merges?.find((m) => m.r === r && m.c === c);
                  return [
                    new TableCell({
                      columnSpan: m && m.cs > 1 ? m.cs : undefined,
                      rowSpan: m && m.rs > 1 ? m.rs : undefined,
                      shading:
                        b.shade && r === 0 ? { fill: 'D9E2F3', type: ShadingType.CLEAR, color: 'auto' } : undefined,
                      children: [new Paragraph({ children: docxRuns([r === 0 ? { text, bold: true } : text], zh) })],
                    }),
                  ];
                }),
              }),
          ),
        }),
      );
    } else {
      const heading = {
        h1: HeadingLevel.HEADING_1,
        h2: HeadingLevel.HEADING_2,
        h3: HeadingLevel.HEADING_3,
        p: undefined,
      }[b.t];
      children.push(
        new Paragraph({
          heading,
          alignment: b.align ? ALIGN[b.align] : undefined,
          indent: b.indent ? { firstLine: 480 } : undefined,
          spacing: b.t === 'p' && !zh ? { after: 120 } : undefined,
          children: docxRuns(b.runs, zh),
        }),
      );
    }
  }
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'ol',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    styles: {
      default: {
        document: {
          run: {
            size: 22,
            font: zh ? { ascii: 'Liberation Serif', eastAsia: 'Noto Serif CJK SC' } : 'Liberation Serif',
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: spec.landscape
              ? { width: 11906, height: 16838, orientation: PageOrientation.LANDSCAPE }
              : { width: 11906, height: 16838 },
            margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

function escape(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}

export function toHtml(spec: DocSpec): string {
  const zh = spec.lang === 'zh';
  const runs = (rs: Run[]) =>
    rs
      .map((r) => {
        if (typeof r === 'string') return escape(r);
        let h = escape(r.text);
        if (r.bold) h = `<b>${h}</b>`;
        if (r.italic) h = `<i>${h}</i>`;
        if (r.color) h = `<span style="color:#${r.color}">${h}</span>`;
        return h;
      })
      .join('');
  const body = spec.blocks
    .map((b) => {
      if (b.t === 'break') return '<div style="break-after:page"></div>';
      if (b.t === 'img')
        return `<p style="text-align:center"><img width="${b.w}" height="${b.h}" src="data:image/png;base64,${picture(b.w, b.h, b.hue).toString('base64')}"></p>`;
      if (b.t === 'ul' || b.t === 'ol')
        return `<${b.t}>${b.items.map((i) => `<li>${escape(i)}</li>`).join('')}</${b.t}>`;
      if (b.t === 'table') {
        const covered = new Set<string>();
        for (const m of b.merges ?? [])
          for (let i = 0; i < m.rs; i++)
            for (let k = 0; k < m.cs; k++) if (i || k) covered.add(`${m.r + i},${m.c + k}`);
        const rows = b.rows
          .map(
            (row, r) =>
              `<tr>${row
                .map((text, c) => {
                  if (covered.has(`${r},${c}`)) return '';
                  const m = b.merges?.find((m) => m.r === r && m.c === c);
                  const span = m ? ` rowspan="${m.rs}" colspan="${m.cs}"` : '';
                  const tag = r === 0 ? 'th' : 'td';
                  return `<${tag}${span}>${escape(text)}</${tag}>`;
                })
                .join('')}</tr>`,
          )
          .join('');
        return `<table class="${b.borders ? 'ruled' : 'plain'}${b.shade ? ' shade' : ''}">${rows}</table>`;
      }
      const style = [b.align ? `text-align:${b.align}` : '', b.indent ? 'text-indent:2em' : '']
        .filter(Boolean)
        .join(';');
      const tag = b.t === 'p' ? 'p' : b.t;
      return `<${tag}${style ? ` style="${style}"` : ''}>${runs(b.runs)}</${tag}>`;
    })
    .join('\n');
  const font = zh ? '"Noto Serif CJK SC", "Noto Sans CJK SC", serif' : '"Liberation Serif", serif';
  return `<!doctype html><html lang="${zh ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><style>
body{font-family:${font};font-size:11pt;line-height:1.6;margin:0}
h1{font-size:20pt}h2{font-size:15pt}p{margin:0 0 8pt}
${spec.columns ? '.cols{column-count:2;column-gap:24pt}' : ''}
table{border-collapse:collapse;margin:8pt 0}th,td{padding:3pt 8pt;text-align:left}
table.ruled th,table.ruled td{border:0.75pt solid #000}table.shade th{background:#d9e2f3}
table.plain th,table.plain td{padding:2pt 18pt 2pt 0}
</style></head><body>${spec.columns ? `<div class="cols">${body}</div>` : body}</body></html>`;
}

export async function toXlsx(spec: BookSpec): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const s of spec.sheets) {
    const sheet = book.addWorksheet(s.name);
    s.rows.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === null) return;
        const cell = sheet.getCell(r + 1, c + 1);
        cell.value = v;
        const f = s.formats?.[c];
        if (f && r > 0) cell.numFmt = f;
        if (r === 0 || (s.merges && r === 1)) cell.font = { bold: true };
      }),
    );
    for (const m of s.merges ?? []) sheet.mergeCells(m.r + 1, m.c + 1, m.r + m.rs, m.c + m.cs);
    if (s.borders)
      s.rows.forEach((row, r) =>
        row.forEach((_, c) => {
          const thin = { style: 'thin' as const };
          sheet.getCell(r + 1, c + 1).border = { top: thin, left: thin, bottom: thin, right: thin };
        }),
      );
    s.rows[0].forEach((_, c) => (sheet.getColumn(c + 1).width = c === 0 ? 14 : 14));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ------------------------------------------------------------------ PDFs (cached)

const CACHE = path.resolve('node_modules/.cache/pdf-office-corpus');
const VERSION = 'v1';

function keyOf(spec: Spec): string {
  return createHash('sha256').update(VERSION).update(JSON.stringify(spec)).digest('hex').slice(0, 16);
}

/** The PDFs of the given specs (made once, then kept by content in node_modules/.cache). */
export async function makePdfs(specs: Spec[]): Promise<Map<string, Buffer>> {
  mkdirSync(CACHE, { recursive: true });
  const out = new Map<string, Buffer>();
  const missing = specs.filter((s) => {
    const file = path.join(CACHE, `${s.name}-${keyOf(s)}.pdf`);
    if (existsSync(file)) out.set(s.name, readFileSync(file));
    return !out.has(s.name);
  });
  const office = missing.filter((s) => s.source !== 'html');
  if (office.length) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-corpus-'));
    try {
      for (const s of office) {
        const bytes = s.source === 'xlsx' ? await toXlsx(s) : await toDocx(s as DocSpec);
        writeFileSync(path.join(dir, `${s.name}.${s.source}`), bytes);
      }
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          ...office.map((s) => path.join(dir, `${s.name}.${s.source}`)),
        ],
        { stdio: 'ignore', timeout: 180_000 },
      );
      for (const s of office) {
        const pdf = readFileSync(path.join(dir, `${s.name}.pdf`));
        writeFileSync(path.join(CACHE, `${s.name}-${keyOf(s)}.pdf`), pdf);
        out.set(s.name, pdf);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const html = missing.filter((s): s is DocSpec => s.source === 'html');
  if (html.length) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      for (const s of html) {
        await page.setContent(toHtml(s), { waitUntil: 'load' });
        const pdf = await page.pdf({
          format: 'A4',
          margin: { top: '20mm', bottom: '20mm', left: '20mm', right: '20mm' },
          printBackground: true,
        });
        writeFileSync(path.join(CACHE, `${s.name}-${keyOf(s)}.pdf`), pdf);
        out.set(s.name, pdf);
      }
    } finally {
      await browser.close();
    }
  }
  return out;
}
