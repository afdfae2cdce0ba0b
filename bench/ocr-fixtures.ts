/**
 * The OCR test images, all drawn here (text rendered with Debian's fonts-noto-cjk through sharp/librsvg):
 * the kit's recognition fixture, the tool fixtures used by e2e, and the bench's clean and degraded sets.
 *
 *   npx tsx bench/ocr-fixtures.ts      (rewrites the committed fixtures)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { renderText, type TextLayoutSpec } from '../src/web/kit/ocr/testing.js';
import { ROOT } from './support.js';

/** Two paragraphs, Chinese and Latin: the kit's recognition test and the ocr tool's e2e read it. */
export const PARAGRAPHS: TextLayoutSpec & { expected: string } = {
  width: 640,
  height: 300,
  lines: [
    { text: '识别图片中的文字', x: 30, y: 60, size: 34 },
    { text: '浏览器里完成，图片不上传。', x: 30, y: 110, size: 28 },
    { text: 'Hello OCR 2026', x: 30, y: 200, size: 30 },
    { text: '第二段：保持行和段落顺序', x: 30, y: 250, size: 28 },
  ],
  expected: '识别图片中的文字\n浏览器里完成，图片不上传。\n\nHello OCR 2026\n第二段：保持行和段落顺序',
};

export async function writeKitFixtures(): Promise<void> {
  const dir = path.join(ROOT, 'src/web/kit/ocr/fixtures');
  // Palette PNG: a few KB in the repo.
  const png = await sharp(await renderText(PARAGRAPHS))
    .png({ palette: true, colours: 16 })
    .toBuffer();
  writeFileSync(path.join(dir, 'paragraphs.png'), png);
  const tools = path.join(ROOT, 'src/tools');
  await writeSmall(path.join(tools, 'identification/fixtures/id-card.png'), await renderText(idCardSpec(ID_CARD)));
  await writeSmall(path.join(tools, 'bankcard_ocr/fixtures/bank-card.png'), await renderText(bankCardSpec(BANK_CARD)));
  await writeSmall(path.join(tools, 'passport_ocr/fixtures/passport.png'), await renderText(passportSpec(PASSPORT)));
  await writeSmall(
    path.join(tools, 'container_ocr/fixtures/container.png'),
    await renderText(containerSpec(CONTAINER)),
  );
  await writeSmall(path.join(tools, 'ocr_bizLicense/fixtures/license.png'), await renderText(licenseSpec(LICENSE)));
  await writeSmall(path.join(tools, 'basic_ocr/fixtures/columns.png'), await renderText(COLUMNS));
  await writeSmall(path.join(tools, 'ocr_english/fixtures/english.png'), await renderText(ENGLISH));
  await writeSmall(path.join(tools, 'ocr_advertise/fixtures/poster.png'), await renderText(POSTER));
  await writeSmall(path.join(tools, 'ocr_businesscard/fixtures/card.png'), await renderText(cardSpec(CARD)));
  await writeSmall(path.join(tools, 'waybill/fixtures/waybill.png'), await renderText(waybillSpec(WAYBILL)));
  await writeSmall(path.join(tools, 'carcard_ocr/fixtures/licence.png'), await renderText(vehicleSpec(VEHICLE)));
}

/** A made-up vehicle licence (a VIN with a right check character, a made-up model). */
export const VEHICLE = {
  plate: '苏A·12345',
  vehicleType: '小型轿车',
  owner: '赵示例',
  address: '江苏省南京市鼓楼区示例路6号',
  use: '非营运',
  model: '示例牌SL7150',
  vin: 'LSVAU033612345678',
  engine: 'A123456',
  registered: '2020-05-08',
  issued: '2020-05-10',
};

export function vehicleSpec(v: typeof VEHICLE): TextLayoutSpec {
  const label = '#2f4a7a';
  const pair = (y: number, l: string, value: string, x = 50, vx = x + 140, mono = false) => [
    { text: l, x, y, size: 22, color: label },
    { text: value, x: vx, y, size: 24, ...(mono ? { font: 'Noto Sans Mono CJK SC' } : {}) },
  ];
  return {
    width: 880,
    height: 600,
    background: '#eef2f0',
    under: '<rect x="12" y="12" width="856" height="576" rx="10" fill="none" stroke="#9fb3c8" stroke-width="3"/>',
    lines: [
      { text: '中华人民共和国机动车行驶证', x: 250, y: 70, size: 30, weight: 700, color: label },
      ...pair(140, '号牌号码', v.plate),
      ...pair(140, '车辆类型', v.vehicleType, 460),
      ...pair(200, '所有人', v.owner),
      ...pair(260, '住址', v.address),
      ...pair(320, '使用性质', v.use),
      ...pair(320, '品牌型号', v.model, 460),
      ...pair(380, '车辆识别代号', v.vin, 50, 220, true),
      ...pair(440, '发动机号码', v.engine, 50, 220, true),
      ...pair(500, '注册日期', v.registered),
      ...pair(500, '发证日期', v.issued, 460),
    ],
  };
}

/** A made-up parcel label (a well-formed SF number, masked and made-up phones, example addresses). */
export const WAYBILL = {
  courier: '顺丰速运',
  number: 'SF1234567890123',
  receiver: { name: '陈晓东', phone: '138****5678', address: ['北京市海淀区示例路12号', '3单元'] },
  sender: { name: '周一鸣', phone: '13900001111', address: ['浙江省杭州市西湖区示例街8号'] },
};

export function waybillSpec(w: typeof WAYBILL): TextLayoutSpec {
  const bars = Array.from({ length: 60 }, (_, i) =>
    i % 3 === 2 ? '' : `<rect x="${60 + i * 9}" y="130" width="${i % 4 ? 3 : 5}" height="70" fill="#111"/>`,
  ).join('');
  return {
    width: 760,
    height: 640,
    background: '#ffffff',
    under:
      '<rect x="20" y="20" width="720" height="600" fill="none" stroke="#111" stroke-width="3"/>' +
      `<line x1="20" y1="250" x2="740" y2="250" stroke="#111" stroke-width="2"/>${bars}` +
      '<line x1="20" y1="430" x2="740" y2="430" stroke="#111" stroke-width="2"/>',
    lines: [
      { text: w.courier, x: 50, y: 80, size: 40, weight: 900 },
      { text: '标准快递', x: 560, y: 80, size: 28, weight: 700 },
      { text: `运单号：${w.number}`, x: 60, y: 232, size: 26, font: 'Noto Sans Mono CJK SC' },
      { text: `收件人：${w.receiver.name} ${w.receiver.phone}`, x: 50, y: 300, size: 28, weight: 700 },
      ...w.receiver.address.map((t, i) => ({ text: i ? t : `地址：${t}`, x: 50, y: 350 + i * 42, size: 26 })),
      { text: `寄件人：${w.sender.name} ${w.sender.phone}`, x: 50, y: 480, size: 24 },
      ...w.sender.address.map((t, i) => ({ text: i ? t : `地址：${t}`, x: 50, y: 525 + i * 40, size: 22 })),
    ],
  };
}

/** A made-up person's business card (example.com, a mobile number in the 139 range, 021 landlines). */
export const CARD = {
  company: '示例云科技有限公司',
  name: '王小红',
  title: '产品总监',
  mobile: '139 1234 5678',
  phone: '021-6123 4567',
  fax: '021-6123 4568',
  email: 'xiaohong.wang@example.com',
  website: 'www.example.com',
  address: '上海市浦东新区示例路88号5楼',
};

export function cardSpec(c: typeof CARD): TextLayoutSpec {
  const small = (text: string, y: number) => ({ text, x: 60, y, size: 22, color: '#333' });
  return {
    width: 900,
    height: 540,
    background: '#ffffff',
    under:
      '<rect x="0" y="0" width="900" height="16" fill="#11845f"/><rect x="0" y="524" width="900" height="16" fill="#11845f"/>',
    lines: [
      { text: c.company, x: 60, y: 90, size: 30, weight: 700, color: '#11845f' },
      { text: c.name, x: 60, y: 190, size: 52, weight: 700 },
      { text: c.title, x: 260, y: 190, size: 26, color: '#555' },
      small(`手机：${c.mobile}`, 280),
      small(`电话：${c.phone}`, 320),
      small(`传真：${c.fax}`, 360),
      small(`邮箱：${c.email}`, 400),
      small(c.website, 440),
      small(`地址：${c.address}`, 480),
    ],
  };
}

/** A printed page in two columns under a heading (Noto Serif, as a book or paper is set). */
export const COLUMNS: TextLayoutSpec & { expected: string[] } = {
  width: 900,
  height: 330,
  lines: [
    { text: '社区图书角开放通知', x: 300, y: 60, size: 36, font: 'Noto Serif CJK SC', weight: 700 },
    ...[
      ['图书角设在小区活动中心', '每周六上午举办读书会'],
      ['二楼，每天九点开放。', '欢迎带孩子一起参加。'],
      ['借书请出示门禁卡，', '捐书请交到物业服务台，'],
      ['每次最多借三本。', '我们会登记后上架。'],
    ].flatMap(([left, right], i) => [
      { text: left!, x: 40, y: 130 + i * 48, size: 28, font: 'Noto Serif CJK SC' },
      { text: right!, x: 480, y: 130 + i * 48, size: 28, font: 'Noto Serif CJK SC' },
    ]),
  ],
  expected: [
    '社区图书角开放通知',
    '图书角设在小区活动中心',
    '二楼，每天九点开放。',
    '借书请出示门禁卡，',
    '每次最多借三本。',
    '每周六上午举办读书会',
    '欢迎带孩子一起参加。',
    '捐书请交到物业服务台，',
    '我们会登记后上架。',
  ],
};

/** English set in lines, one word hyphenated at a line break, full-width punctuation on the last line. */
export const ENGLISH: TextLayoutSpec = {
  width: 760,
  height: 230,
  lines: [
    { text: 'The meeting starts at 3:30 pm in room 204.', x: 30, y: 60, size: 30, font: 'DejaVu Serif' },
    { text: 'Please return the signed form by Fri-', x: 30, y: 110, size: 30, font: 'DejaVu Serif' },
    { text: 'day, May 8. Thank you！', x: 30, y: 160, size: 30, font: 'DejaVu Serif' },
  ],
};

/** A shop poster: display type in white and yellow on a red gradient, outlined lettering, a dark band. */
export const POSTER: TextLayoutSpec & { expected: string[] } = {
  width: 720,
  height: 480,
  background: '#c9302c',
  under:
    '<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6a3d"/>' +
    '<stop offset="1" stop-color="#b3122e"/></linearGradient></defs><rect width="720" height="480" fill="url(#p)"/>' +
    '<rect x="0" y="330" width="720" height="90" fill="#3b0a14"/>',
  lines: [
    { text: '周年庆', x: 60, y: 140, size: 110, weight: 900, color: '#ffffff' },
    { text: '全场五折起', x: 60, y: 260, size: 84, weight: 900, color: '#ffe14d' },
    { text: '满199减50 今晚8点开抢', x: 60, y: 390, size: 40, weight: 700, color: '#ffd9c2' },
  ],
  expected: ['周年庆', '全场五折起', '满199减50 今晚8点开抢'],
};

/** A palette PNG (synthetic documents have few colours): a few tens of KB in the repo. */
async function writeSmall(file: string, png: Buffer): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await sharp(png).png({ palette: true, colours: 32 }).toBuffer());
}

/** A synthetic ID card front (made-up person, valid number), 856 x 540 like the card's 85.6 x 54 mm. */
export function idCardSpec(card: {
  name: string;
  sex: string;
  ethnicity: string;
  birth: [number, number, number];
  address: string[];
  number: string;
}): TextLayoutSpec {
  const label = '#2f5b9a';
  const [y, mo, d] = card.birth;
  return {
    width: 856,
    height: 540,
    background: '#f4f1e8',
    under:
      '<rect x="8" y="8" width="840" height="524" rx="28" fill="#eef3f6" stroke="#c9d6df" stroke-width="2"/>' +
      '<rect x="590" y="70" width="200" height="250" rx="8" fill="#dde6ec"/>',
    lines: [
      { text: '姓 名', x: 60, y: 100, size: 26, color: label },
      { text: card.name, x: 170, y: 100, size: 30 },
      { text: '性 别', x: 60, y: 160, size: 26, color: label },
      { text: card.sex, x: 170, y: 160, size: 28 },
      { text: '民 族', x: 270, y: 160, size: 26, color: label },
      { text: card.ethnicity, x: 370, y: 160, size: 28 },
      { text: '出 生', x: 60, y: 220, size: 26, color: label },
      { text: `${y}`, x: 170, y: 220, size: 28 },
      { text: '年', x: 250, y: 220, size: 26, color: label },
      { text: `${mo}`, x: 300, y: 220, size: 28 },
      { text: '月', x: 340, y: 220, size: 26, color: label },
      { text: `${d}`, x: 385, y: 220, size: 28 },
      { text: '日', x: 425, y: 220, size: 26, color: label },
      { text: '住 址', x: 60, y: 280, size: 26, color: label },
      ...card.address.map((line, i) => ({ text: line, x: 170, y: 280 + i * 42, size: 27 })),
      { text: '公民身份号码', x: 60, y: 450, size: 26, color: label },
      { text: card.number, x: 270, y: 452, size: 34, font: 'DejaVu Sans Mono', spacing: 2 },
    ],
  };
}

export const ID_CARD = {
  name: '张小明',
  sex: '男',
  ethnicity: '汉',
  birth: [1985, 6, 15] as [number, number, number],
  address: ['江苏省南京市玄武区示例路', '100号'],
  // 32010219850615123 + its check character (6).
  number: '320102198506151236',
};

/** A synthetic bank card (made-up bank, a Luhn-valid UnionPay-range number). */
export const BANK_CARD = {
  bank: '示例银行',
  kind: '借记卡',
  number: '6212345678901265',
  expiry: '08/29',
  holder: 'ZHANG XIAOMING',
};

export function bankCardSpec(card: typeof BANK_CARD): TextLayoutSpec {
  return {
    width: 856,
    height: 540,
    background: '#ffffff',
    color: '#ffffff',
    under:
      '<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3f8f"/>' +
      '<stop offset="1" stop-color="#0e2358"/></linearGradient></defs>' +
      '<rect x="4" y="4" width="848" height="532" rx="36" fill="url(#c)"/>' +
      '<rect x="70" y="170" width="110" height="80" rx="12" fill="#d8b45c"/>',
    lines: [
      { text: card.bank, x: 70, y: 105, size: 40, weight: 700 },
      { text: card.kind, x: 660, y: 105, size: 30 },
      {
        text: card.number.replace(/(\d{4})(?=\d)/g, '$1 '),
        x: 70,
        y: 345,
        size: 52,
        font: 'DejaVu Sans Mono',
        spacing: 2,
      },
      { text: 'VALID THRU', x: 330, y: 410, size: 16 },
      { text: card.expiry, x: 450, y: 415, size: 30, font: 'DejaVu Sans Mono' },
      { text: card.holder, x: 70, y: 480, size: 30, font: 'DejaVu Sans Mono' },
    ],
  };
}

/** ICAO 9303 check digit (as the passport reader computes it; the bench checks that reader). */
function mrzDigit(text: string): string {
  let sum = 0;
  const w = [7, 3, 1];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * w[i % 3]!;
  }
  return String(sum % 10);
}

/** A TD3 machine readable zone with correct check digits. */
export function makeTd3(p: {
  country: string;
  surname: string;
  given: string;
  number: string;
  nationality: string;
  birth: string;
  sex: string;
  expiry: string;
  personal: string;
}): [string, string] {
  const line1 = `P<${p.country}${p.surname}<<${p.given.replace(/ /g, '<')}`.padEnd(44, '<');
  const number = p.number.padEnd(9, '<');
  const personal = p.personal.padEnd(14, '<');
  const body =
    number +
    mrzDigit(number) +
    p.nationality +
    p.birth +
    mrzDigit(p.birth) +
    p.sex +
    p.expiry +
    mrzDigit(p.expiry) +
    personal +
    mrzDigit(personal);
  const composite = body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43);
  return [line1, body + mrzDigit(composite)];
}

/** A passport data page of ICAO's fictional state Utopia (UTO), made-up holder. */
export const PASSPORT = {
  country: 'UTO',
  surname: 'ZHANG',
  given: 'XIAOMING',
  number: 'E12345678',
  nationality: 'UTO',
  birth: '850615',
  sex: 'M',
  expiry: '340101',
  personal: '',
};

export function passportSpec(p: typeof PASSPORT): TextLayoutSpec {
  const [l1, l2] = makeTd3(p);
  const label = '#4a5d7a';
  const row = (y: number, zh: string, en: string, value: string, x = 380) => [
    { text: `${zh}/${en}`, x, y, size: 18, color: label },
    { text: value, x, y: y + 34, size: 26 },
  ];
  return {
    width: 1250,
    height: 880,
    background: '#f3efe6',
    under: '<rect x="60" y="150" width="270" height="340" rx="10" fill="#dcd8cf"/>',
    lines: [
      { text: '护照 PASSPORT', x: 60, y: 90, size: 36, weight: 700, color: '#3a4660' },
      { text: '乌托邦 UTOPIA', x: 700, y: 90, size: 28, color: '#3a4660' },
      ...row(170, '类型', 'Type', 'P'),
      ...row(170, '国家码', 'Country Code', p.country, 620),
      ...row(170, '护照号', 'Passport No.', p.number, 900),
      ...row(260, '姓', 'Surname', p.surname),
      ...row(350, '名', 'Given names', p.given),
      ...row(440, '性别', 'Sex', p.sex),
      ...row(440, '出生日期', 'Date of birth', '15 JUN 1985', 620),
      ...row(530, '有效期至', 'Date of expiry', '01 JAN 2034', 620),
      { text: l1, x: 50, y: 760, size: 38, font: 'DejaVu Sans Mono' },
      { text: l2, x: 50, y: 830, size: 38, font: 'DejaVu Sans Mono' },
    ],
  };
}

/** A container's doors: ISO 6346's own example number (CSQU 305438 3) and size-type code. */
export const CONTAINER = { owner: 'CSQU', serial: '305438', check: '3', sizeType: '22G1' };

export function containerSpec(c: typeof CONTAINER): TextLayoutSpec {
  return {
    width: 900,
    height: 600,
    background: '#8e2b22',
    color: '#f5f5f0',
    under:
      '<g stroke="#74221b" stroke-width="10">' +
      Array.from({ length: 14 }, (_, i) => `<line x1="${30 + i * 62}" y1="0" x2="${30 + i * 62}" y2="600"/>`).join('') +
      '</g><rect x="618" y="58" width="62" height="80" fill="none" stroke="#f5f5f0" stroke-width="5"/>',
    lines: [
      { text: c.owner, x: 90, y: 120, size: 64, font: 'DejaVu Sans', weight: 700 },
      { text: c.serial, x: 330, y: 120, size: 64, font: 'DejaVu Sans', weight: 700 },
      { text: c.check, x: 628, y: 120, size: 64, font: 'DejaVu Sans', weight: 700 },
      { text: c.sizeType, x: 90, y: 220, size: 56, font: 'DejaVu Sans', weight: 700 },
      { text: 'MAX GROSS 30,480 KG', x: 90, y: 420, size: 30, font: 'DejaVu Sans' },
      { text: 'TARE 2,200 KG', x: 90, y: 470, size: 30, font: 'DejaVu Sans' },
    ],
  };
}

/** A business licence of a made-up company; the code is GB 32100's own example. */
export const LICENSE = {
  code: '91350100M000100Y43',
  name: '示例科技有限公司',
  kind: '有限责任公司(自然人投资或控股)',
  representative: '李示例',
  capital: '壹佰万元整',
  founded: '2020年05月08日',
  term: '2020年05月08日至长期',
  address: '福建省福州市示例区示例路8号',
};

export function licenseSpec(l: typeof LICENSE): TextLayoutSpec {
  const row = (y: number, label: string, value: string) => [
    { text: label, x: 90, y, size: 26 },
    { text: value, x: 260, y, size: 26 },
  ];
  return {
    width: 1100,
    height: 780,
    background: '#fbf8f1',
    under: '<rect x="20" y="20" width="1060" height="740" fill="none" stroke="#c0392b" stroke-width="8"/>',
    lines: [
      { text: '营 业 执 照', x: 400, y: 130, size: 60, weight: 700, color: '#b03a2e' },
      { text: `统一社会信用代码 ${l.code}`, x: 90, y: 220, size: 26 },
      ...row(300, '名 称', l.name),
      ...row(360, '类 型', l.kind),
      ...row(420, '法定代表人', l.representative),
      ...row(480, '注册资本', l.capital),
      ...row(540, '成立日期', l.founded),
      ...row(600, '营业期限', l.term),
      ...row(660, '住 所', l.address),
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeKitFixtures();
  console.log('fixtures written');
}
