/**
 * The receipt and certificate readers' test documents, all drawn here and all made up (names, companies,
 * numbers; codes carry right check characters so a reader's checks pass on them): two invoices (the older
 * electronic invoice with code, number and check code, and a 数电 invoice), a 往来港澳通行证 with its
 * machine-readable line, a bank slip, a tax payment certificate, a medical receipt and a ride-hailing
 * trip statement. Drawn with Debian's fonts-noto-cjk through sharp/librsvg, palette PNGs of a few KB.
 *
 *   npx tsx bench/ocr-receipt-fixtures.ts      (rewrites the committed fixtures)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { renderText, type TextLayoutSpec } from '../src/web/kit/ocr/testing.js';
import { ROOT } from './support.js';

type Line = TextLayoutSpec['lines'][number];
const MONO = 'Noto Sans Mono CJK SC';
const LABEL = '#8a4b2a';
const at = (text: string, x: number, y: number, size = 22, extra: Partial<Line> = {}): Line => ({
  text,
  x,
  y,
  size,
  ...extra,
});

/** An older electronic VAT invoice (增值税电子普通发票): code, number, check code, a QR code. */
export const INVOICE = {
  title: '示例省增值税电子普通发票',
  code: '011002000111',
  number: '12345678',
  date: '2026-03-15',
  checkCode: '12345678901234567890',
  buyerName: '示例商贸有限公司',
  buyerTaxId: '91110108MA01ABCD2H',
  sellerName: '示例科技有限公司',
  sellerTaxId: '91440300MA5F00001A',
  amount: '1000.00',
  tax: '60.00',
  total: '1060.00',
  totalWords: '壹仟零陆拾元整',
};

/** The invoice's QR code text (01, type 10 = electronic ordinary invoice, code, number, amount, date, check). */
export function invoiceQr(i: typeof INVOICE): string {
  return `01,10,${i.code},${i.number},${i.amount},${i.date.replace(/-/g, '')},${i.checkCode},3F2A,`;
}

async function qrSvg(text: string, x: number, y: number, size: number): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const inner = /<svg[^>]*viewBox="0 0 (\d+) \d+"[^>]*>([\s\S]*)<\/svg>/.exec(svg)!;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${inner[1]} ${inner[1]}" shape-rendering="crispEdges">${inner[2]}</svg>`;
}

export async function invoiceSpec(i: typeof INVOICE): Promise<TextLayoutSpec> {
  const grouped = i.checkCode.replace(/(\d{5})(?=\d)/g, '$1 ');
  const [y, m, d] = i.date.split('-');
  return {
    width: 1000,
    height: 640,
    background: '#fffdf7',
    under:
      (await qrSvg(invoiceQr(i), 30, 20, 120)) +
      '<rect x="20" y="160" width="960" height="460" fill="none" stroke="#8a4b2a" stroke-width="2"/>' +
      '<line x1="20" y1="290" x2="980" y2="290" stroke="#8a4b2a" stroke-width="1.5"/>' +
      '<line x1="20" y1="460" x2="980" y2="460" stroke="#8a4b2a" stroke-width="1.5"/>',
    lines: [
      at(i.title, 300, 70, 32, { weight: 700, color: LABEL }),
      at(`发票代码：${i.code}`, 660, 110, 20),
      at(`发票号码：${i.number}`, 660, 138, 20),
      at(`开票日期：${y}年${m}月${d}日`, 300, 110, 20),
      at(`校验码：${grouped}`, 300, 138, 20),
      at('购买方', 40, 200, 22, { color: LABEL }),
      at(`名称：${i.buyerName}`, 150, 200, 22),
      at(`纳税人识别号：${i.buyerTaxId}`, 150, 250, 22),
      at('货物或应税劳务名称', 40, 330, 20, { color: LABEL }),
      at('金额', 560, 330, 20, { color: LABEL }),
      at('税率', 720, 330, 20, { color: LABEL }),
      at('税额', 860, 330, 20, { color: LABEL }),
      at('*信息技术服务*技术服务费', 40, 372, 22),
      at(i.amount, 540, 372, 22),
      at('6%', 725, 372, 22),
      at(i.tax, 850, 372, 22),
      at('合计', 40, 430, 22, { color: LABEL }),
      at(`¥${i.amount}`, 530, 430, 22),
      at(`¥${i.tax}`, 840, 430, 22),
      at(`价税合计（大写）ⓧ${i.totalWords}`, 40, 500, 22),
      at(`（小写）¥${i.total}`, 700, 500, 22),
      at('销售方', 40, 560, 22, { color: LABEL }),
      at(`名称：${i.sellerName}`, 150, 560, 22),
      at(`纳税人识别号：${i.sellerTaxId}`, 150, 600, 22),
    ],
  };
}

/** A 数电 invoice (全面数字化的电子发票): a 20-digit number, buyer and seller side by side. */
export const DIGITAL_INVOICE = {
  title: '电子发票（普通发票）',
  number: '26442000000012345678',
  date: '2026-04-02',
  buyerName: '示例餐饮管理有限公司',
  buyerTaxId: '91320100MA1R2B3C4P',
  sellerName: '示例科技有限公司',
  sellerTaxId: '91440300MA5F00001A',
  amount: '500.00',
  tax: '65.00',
  total: '565.00',
  totalWords: '伍佰陆拾伍元整',
};

export function digitalInvoiceSpec(i: typeof DIGITAL_INVOICE): TextLayoutSpec {
  const [y, m, d] = i.date.split('-');
  return {
    width: 1000,
    height: 520,
    background: '#ffffff',
    under:
      '<rect x="20" y="140" width="960" height="360" fill="none" stroke="#8a4b2a" stroke-width="2"/>' +
      '<line x1="500" y1="140" x2="500" y2="260" stroke="#8a4b2a" stroke-width="1.5"/>' +
      '<line x1="20" y1="260" x2="980" y2="260" stroke="#8a4b2a" stroke-width="1.5"/>',
    lines: [
      at(i.title, 330, 60, 32, { weight: 700, color: LABEL }),
      at(`发票号码：${i.number}`, 620, 100, 20),
      at(`开票日期：${y}年${m}月${d}日`, 620, 128, 20),
      at(`名称：${i.buyerName}`, 40, 190, 22),
      at(`名称：${i.sellerName}`, 520, 190, 22),
      at(`统一社会信用代码/纳税人识别号：${i.buyerTaxId}`, 40, 235, 16),
      at(`统一社会信用代码/纳税人识别号：${i.sellerTaxId}`, 520, 235, 16),
      at('项目名称', 40, 300, 20, { color: LABEL }),
      at('金额', 560, 300, 20, { color: LABEL }),
      at('税额', 860, 300, 20, { color: LABEL }),
      at('*餐饮服务*餐费', 40, 342, 22),
      at(i.amount, 540, 342, 22),
      at(i.tax, 850, 342, 22),
      at('合计', 40, 400, 22, { color: LABEL }),
      at(`¥${i.amount}`, 530, 400, 22),
      at(`¥${i.tax}`, 840, 400, 22),
      at(`价税合计（大写）${i.totalWords}`, 40, 460, 22),
      at(`（小写）¥${i.total}`, 700, 460, 22),
    ],
  };
}

/** A 往来港澳通行证 (mainland resident's permit, 2014 card) with its machine-readable line. */
export const PERMIT = {
  nameZh: '林示例',
  nameEn: 'LIN, SHILI',
  sex: '女',
  birth: '1990-05-01',
  number: 'C12345678',
  validFrom: '2020-06-01',
  validTo: '2030-05-31',
  place: '广东',
  /** CS, number, its check, <, expiry YYMMDD, check, <, birth YYMMDD, check, <, composite check. */
  mrz: 'CSC123456788<3005316<9005019<2',
};

export function permitSpec(p: typeof PERMIT): TextLayoutSpec {
  const dot = (iso: string) => iso.replace(/-/g, '.');
  const blue = '#1d4f8a';
  return {
    width: 860,
    height: 540,
    background: '#eef4fb',
    under: '<rect x="10" y="10" width="840" height="520" rx="18" fill="none" stroke="#8fb0d6" stroke-width="3"/>',
    lines: [
      at('中华人民共和国往来港澳通行证', 150, 60, 30, { weight: 700, color: blue }),
      at('EXIT-ENTRY PERMIT FOR TRAVELLING TO AND FROM HONG KONG AND MACAO', 60, 92, 16, { color: blue }),
      at(p.number, 600, 140, 30, { font: MONO, color: '#b02a2a' }),
      at('姓名', 60, 150, 20, { color: blue }),
      at(p.nameZh, 160, 150, 28),
      at(p.nameEn, 160, 190, 24),
      at('出生日期', 60, 240, 20, { color: blue }),
      at(dot(p.birth), 160, 240, 24),
      at('性别', 420, 240, 20, { color: blue }),
      at(p.sex, 480, 240, 24),
      at('有效期限', 60, 290, 20, { color: blue }),
      at(`${dot(p.validFrom)}-${dot(p.validTo)}`, 160, 290, 24),
      at('签发地点', 60, 340, 20, { color: blue }),
      at(p.place, 170, 340, 24),
      at(p.mrz, 70, 470, 34, { font: MONO, spacing: 2 }),
    ],
  };
}

/** An online bank's electronic receipt of a transfer (付款人 and 收款人 side by side). */
export const BANK_SLIP = {
  bank: '示例银行',
  serial: '2026031500012345',
  date: '2026-03-15',
  payerName: '示例商贸有限公司',
  payerAccount: '1100 2233 4455 6677 889',
  payerBank: '示例银行北京海淀支行',
  payeeName: '示例科技有限公司',
  payeeAccount: '4400 1122 3344 5566 778',
  payeeBank: '示例银行深圳南山支行',
  amount: '12,345.60',
  amountWords: '壹万贰仟叁佰肆拾伍元陆角',
  purpose: '货款',
};

export function bankSlipSpec(s: typeof BANK_SLIP): TextLayoutSpec {
  return {
    width: 1000,
    height: 560,
    background: '#ffffff',
    under:
      '<rect x="20" y="100" width="960" height="440" fill="none" stroke="#5a6b7d" stroke-width="2"/>' +
      '<line x1="500" y1="100" x2="500" y2="300" stroke="#5a6b7d" stroke-width="1.5"/>' +
      '<line x1="20" y1="300" x2="980" y2="300" stroke="#5a6b7d" stroke-width="1.5"/>',
    lines: [
      at(`${s.bank}电子回单`, 380, 55, 32, { weight: 700 }),
      at(`回单编号：${s.serial}`, 40, 88, 20),
      at(`交易日期：${s.date}`, 680, 88, 20),
      at('付款人', 40, 140, 22, { weight: 700 }),
      at('收款人', 520, 140, 22, { weight: 700 }),
      at(`户名：${s.payerName}`, 40, 190, 22),
      at(`户名：${s.payeeName}`, 520, 190, 22),
      at(`账号：${s.payerAccount}`, 40, 235, 22),
      at(`账号：${s.payeeAccount}`, 520, 235, 22),
      at(`开户行：${s.payerBank}`, 40, 280, 22),
      at(`开户行：${s.payeeBank}`, 520, 280, 22),
      at(`金额（小写）：¥${s.amount}`, 40, 350, 24),
      at(`金额（大写）：人民币${s.amountWords}`, 40, 400, 24),
      at(`用途：${s.purpose}`, 40, 450, 22),
      at('交易状态：成功', 520, 450, 22),
    ],
  };
}

/** A tax payment certificate (中华人民共和国税收完税证明) with two tax lines. */
export const DUTY_PAID = {
  number: '326016260000123456',
  date: '2026-03-20',
  office: '国家税务总局示例市示例区税务局',
  taxpayerId: '91320100MA1R2B3C4P',
  taxpayerName: '示例餐饮管理有限公司',
  items: [
    { kind: '增值税', period: '2026-02-01至2026-02-28', amount: '1,234.56' },
    { kind: '城市维护建设税', period: '2026-02-01至2026-02-28', amount: '86.42' },
  ],
  total: '1,320.98',
  totalWords: '壹仟叁佰贰拾元玖角捌分',
  clerk: '王示例',
};

export function dutyPaidSpec(t: typeof DUTY_PAID): TextLayoutSpec {
  const [y, m, d] = t.date.split('-');
  return {
    width: 1000,
    height: 560,
    background: '#fdfbf6',
    under:
      '<rect x="20" y="150" width="960" height="330" fill="none" stroke="#8a4b2a" stroke-width="2"/>' +
      '<line x1="20" y1="240" x2="980" y2="240" stroke="#8a4b2a" stroke-width="1.2"/>' +
      '<line x1="20" y1="400" x2="980" y2="400" stroke="#8a4b2a" stroke-width="1.2"/>',
    lines: [
      at('中华人民共和国税收完税证明', 300, 55, 32, { weight: 700, color: LABEL }),
      at(`No.${t.number}`, 700, 95, 20, { color: '#b02a2a' }),
      at(`填发日期：${y}年${m}月${d}日`, 40, 130, 20),
      at(`税务机关：${t.office}`, 420, 130, 20),
      at(`纳税人识别号：${t.taxpayerId}`, 40, 190, 20),
      at(`纳税人名称：${t.taxpayerName}`, 560, 190, 20),
      at('税种', 40, 230, 20, { color: LABEL }),
      at('税款所属时期', 300, 230, 20, { color: LABEL }),
      at('实缴（退）金额', 780, 230, 20, { color: LABEL }),
      ...t.items.flatMap((item, i) => [
        at(item.kind, 40, 290 + i * 50, 22),
        at(item.period, 300, 290 + i * 50, 22),
        at(item.amount, 800, 290 + i * 50, 22),
      ]),
      at(`金额合计（大写）人民币${t.totalWords}`, 40, 450, 22),
      at(`¥${t.total}`, 800, 450, 22),
      at(`填票人：${t.clerk}`, 40, 530, 20),
    ],
  };
}

/** An outpatient medical receipt (医疗门诊收费票据, electronic) with its items and fund payments. */
export const MEDICAL = {
  title: '示例省医疗门诊收费票据（电子）',
  code: '32060126',
  number: '0012345678',
  checkCode: '8d3f2e',
  date: '2026-03-10',
  payer: '李示例',
  hospital: '示例市人民医院',
  items: [
    { name: '西药费', amount: '120.50' },
    { name: '检查费', amount: '200.00' },
    { name: '治疗费', amount: '35.00' },
  ],
  total: '355.50',
  totalWords: '叁佰伍拾伍元伍角',
  fund: '100.00',
  account: '50.00',
  cash: '205.50',
};

export function medicalSpec(r: typeof MEDICAL): TextLayoutSpec {
  return {
    width: 1000,
    height: 620,
    background: '#ffffff',
    under:
      '<rect x="20" y="170" width="960" height="380" fill="none" stroke="#2a6b8a" stroke-width="2"/>' +
      '<line x1="20" y1="230" x2="980" y2="230" stroke="#2a6b8a" stroke-width="1.2"/>' +
      '<line x1="20" y1="400" x2="980" y2="400" stroke="#2a6b8a" stroke-width="1.2"/>',
    lines: [
      at(r.title, 260, 55, 30, { weight: 700, color: '#2a6b8a' }),
      at(`票据代码：${r.code}`, 40, 100, 20),
      at(`票据号码：${r.number}`, 380, 100, 20),
      at(`校验码：${r.checkCode}`, 740, 100, 20),
      at(`交款人：${r.payer}`, 40, 150, 20),
      at(`开票日期：${r.date}`, 380, 150, 20),
      at('项目名称', 40, 212, 20, { color: '#2a6b8a' }),
      at('金额（元）', 360, 212, 20, { color: '#2a6b8a' }),
      ...r.items.flatMap((item, i) => [at(item.name, 40, 272 + i * 44, 22), at(item.amount, 370, 272 + i * 44, 22)]),
      at(`合计（大写）${r.totalWords}`, 40, 445, 22),
      at(`（小写）${r.total}`, 600, 445, 22),
      at(`医保统筹基金支付：${r.fund}`, 40, 495, 20),
      at(`个人账户支付：${r.account}`, 380, 495, 20),
      at(`个人现金支付：${r.cash}`, 700, 495, 20),
      at(`收款单位（章）：${r.hospital}`, 40, 595, 20),
    ],
  };
}

/** A ride-hailing platform's trip statement (网约车行程单) with three trips. */
export const TRIPS = {
  title: '示例出行-行程单',
  applied: '2026-03-20',
  phone: '138****5678',
  trips: [
    { time: '03-01 08:30', type: '快车', from: '示例大厦', to: '南站', km: '12.3', amount: '35.60' },
    { time: '03-05 18:10', type: '快车', from: '南站', to: '示例花园', km: '8.5', amount: '26.40' },
    { time: '03-12 09:05', type: '专车', from: '示例花园', to: '机场T3', km: '30.2', amount: '94.30' },
  ],
  total: '156.30',
};

export function tripsSpec(t: typeof TRIPS): TextLayoutSpec {
  const cols = [40, 110, 290, 380, 560, 740, 860];
  return {
    width: 1000,
    height: 480,
    background: '#ffffff',
    under:
      '<rect x="20" y="170" width="960" height="220" fill="none" stroke="#e0892b" stroke-width="2"/>' +
      '<line x1="20" y1="220" x2="980" y2="220" stroke="#e0892b" stroke-width="1.2"/>',
    lines: [
      at(t.title, 360, 55, 32, { weight: 700, color: '#c76b12' }),
      at(`申请日期：${t.applied}`, 40, 110, 20),
      at(`行程人手机号：${t.phone}`, 420, 110, 20),
      at(`共${t.trips.length}笔行程，合计${t.total}元`, 40, 150, 22, { weight: 700 }),
      ...['序号', '上车时间', '车型', '起点', '终点', '里程(公里)', '金额(元)'].map((h, i) =>
        at(h, cols[i]!, 205, 18, { color: '#c76b12' }),
      ),
      ...t.trips.flatMap((trip, r) =>
        [String(r + 1), trip.time, trip.type, trip.from, trip.to, trip.km, trip.amount].map((v, i) =>
          at(v, cols[i]!, 265 + r * 50, 22),
        ),
      ),
      at('本行程单由示例出行开具，仅供报销参考', 40, 440, 18, { color: '#777' }),
    ],
  };
}

/** The tool folders' fixtures: [path under src/tools, spec]. */
export async function receiptFixtures(): Promise<[string, TextLayoutSpec][]> {
  return [
    ['invoice_extract/fixtures/invoice.png', await invoiceSpec(INVOICE)],
    ['invoice_extract/fixtures/digital-invoice.png', digitalInvoiceSpec(DIGITAL_INVOICE)],
    ['ocr_permit/fixtures/permit.png', permitSpec(PERMIT)],
    ['bankslip_ocr/fixtures/bank-slip.png', bankSlipSpec(BANK_SLIP)],
    ['ocr_dutypaidproof/fixtures/duty-paid.png', dutyPaidSpec(DUTY_PAID)],
    ['ocr_recognize_medical_invoice/fixtures/medical.png', medicalSpec(MEDICAL)],
    ['onlinetaxi_ocr/fixtures/trips.png', tripsSpec(TRIPS)],
  ];
}

/** Palette PNG: a few KB in the repo. */
export async function writeReceiptFixtures(): Promise<void> {
  for (const [file, spec] of await receiptFixtures()) {
    const png = await sharp(await renderText(spec))
      .png({ palette: true, colours: 16 })
      .toBuffer();
    writeFileSync(path.join(ROOT, 'src/tools', file), png);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeReceiptFixtures();
  console.log('receipt fixtures written');
}
