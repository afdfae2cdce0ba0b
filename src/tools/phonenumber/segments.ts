/**
 * Mobile number segments (号段) of mainland China and the carrier each was allocated to by the Ministry of
 * Industry and Information Technology (工业和信息化部, 《电信网码号资源管理办法》 and its published segment
 * allocations), compiled 2026-11-23. Segments we are not sure of (satellite and maritime 1740-1749, IoT-only 10-digit
 * ranges) are left out and answered as "segment not in our list".
 * Keys are the first three digits, or four where one three-digit segment is split between carriers.
 */
export type Carrier = 'mobile' | 'unicom' | 'telecom' | 'broadnet';

export interface Segment {
  carrier: Carrier;
  /** Numbers resold by a virtual operator (虚拟运营商) on this carrier's network. */
  virtual?: boolean;
  /** Mostly data-only cards (上网卡). */
  data?: boolean;
}

const m = (o: Partial<Segment> = {}): Segment => ({ carrier: 'mobile', ...o });
const u = (o: Partial<Segment> = {}): Segment => ({ carrier: 'unicom', ...o });
const t = (o: Partial<Segment> = {}): Segment => ({ carrier: 'telecom', ...o });

export const SEGMENTS: Record<string, Segment> = {
  // 中国移动
  ...Object.fromEntries(['1340', '1341', '1342', '1343', '1344', '1345', '1346', '1347', '1348'].map((s) => [s, m()])),
  ...Object.fromEntries(
    [
      '135',
      '136',
      '137',
      '138',
      '139',
      '150',
      '151',
      '152',
      '157',
      '158',
      '159',
      '172',
      '178',
      '182',
      '183',
      '184',
      '187',
      '188',
      '195',
      '197',
      '198',
    ].map((s) => [s, m()]),
  ),
  '147': m({ data: true }),
  '165': m({ virtual: true }),
  '1703': m({ virtual: true }),
  '1705': m({ virtual: true }),
  '1706': m({ virtual: true }),
  // 中国联通
  ...Object.fromEntries(
    ['130', '131', '132', '155', '156', '166', '175', '176', '185', '186', '196'].map((s) => [s, u()]),
  ),
  '145': u({ data: true }),
  '167': u({ virtual: true }),
  '171': u({ virtual: true }),
  '1704': u({ virtual: true }),
  '1707': u({ virtual: true }),
  '1708': u({ virtual: true }),
  '1709': u({ virtual: true }),
  // 中国电信
  ...Object.fromEntries(
    ['133', '153', '173', '177', '180', '181', '189', '190', '191', '193', '199'].map((s) => [s, t()]),
  ),
  '149': t({ data: true }),
  '162': t({ virtual: true }),
  '1700': t({ virtual: true }),
  '1701': t({ virtual: true }),
  '1702': t({ virtual: true }),
  // 中国广电
  '192': { carrier: 'broadnet' },
};

/** Two- and three-digit area codes of the ten largest cities (the national numbering plan's 010 and 02X). */
export const BIG_CITY_CODES: Record<string, { zh: string; en: string }> = {
  '010': { zh: '北京', en: 'Beijing' },
  '020': { zh: '广州', en: 'Guangzhou' },
  '021': { zh: '上海', en: 'Shanghai' },
  '022': { zh: '天津', en: 'Tianjin' },
  '023': { zh: '重庆', en: 'Chongqing' },
  '024': { zh: '沈阳', en: 'Shenyang' },
  '025': { zh: '南京', en: 'Nanjing' },
  '027': { zh: '武汉', en: 'Wuhan' },
  '028': { zh: '成都', en: 'Chengdu' },
  '029': { zh: '西安', en: "Xi'an" },
};

/** Nationwide short numbers everyone knows (emergency and public services). */
export const SHORT_NUMBERS: Record<string, { zh: string; en: string }> = {
  '110': { zh: '报警电话', en: 'Police' },
  '119': { zh: '火警电话', en: 'Fire' },
  '120': { zh: '医疗急救电话', en: 'Ambulance' },
  '122': { zh: '交通事故报警电话', en: 'Traffic accidents' },
  '12315': { zh: '市场监管投诉举报热线', en: 'Consumer complaints (market regulation)' },
  '12345': { zh: '政务服务便民热线', en: 'Government service hotline' },
  '12306': { zh: '铁路客户服务中心', en: 'China Railway customer service' },
};
