/**
 * userAgent工具: a User-Agent string read by ua-parser-js (1.x, maintained), corrected and completed by our
 * own rules where it misses what Chinese visitors use: the in-app browsers of WeChat (phone, Windows/Mac,
 * WeChat Work, Mini Programs), QQ, Alipay, DingTalk, Weibo, Douyin, Baidu and Toutiao; QQ Browser apart
 * from QQ; and the Chinese phone brands from their model codes (OPPO PxxM10, OnePlus LE2120, …).
 */
import { UAParser } from 'ua-parser-js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export interface Named {
  name: string;
  version: string;
}

export interface UaInfo {
  /** The app whose built-in browser this is (WeChat, QQ, Alipay…), or null. */
  app: (Named & { id: AppId }) | null;
  browser: Named;
  engine: Named;
  os: Named;
  device: { vendor: string; model: string; type: DeviceType };
  cpu: string;
  bot: boolean;
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'smarttv' | 'console' | 'wearable' | 'embedded' | 'bot';

export const APP_IDS = [
  'wxwork',
  'wechatMini',
  'wechat',
  'qq',
  'alipay',
  'dingtalk',
  'weibo',
  'douyin',
  'baidu',
  'toutiao',
] as const;
export type AppId = (typeof APP_IDS)[number];

/** In-app browsers, most specific first (WeChat Work also says MicroMessenger). */
const APPS: { id: AppId; test: RegExp; version?: RegExp }[] = [
  { id: 'wxwork', test: /\bwxwork\//i, version: /\bwxwork\/([\d.]+)/i },
  {
    id: 'wechatMini',
    test: /MicroMessenger\/.*miniProgram|miniProgram.*MicroMessenger\//i,
    version: /MicroMessenger\/([\d.]+)/,
  },
  { id: 'wechat', test: /MicroMessenger\/|WindowsWechat|MacWechat/i, version: /MicroMessenger\/([\d.]+)/ },
  // QQ's own browser says "QQ/8.9.28"; QQ Browser says "MQQBrowser/13.4" (no "QQ/").
  { id: 'qq', test: /(?:^|[\s;(])QQ\/[\d.]+/, version: /(?:^|[\s;(])QQ\/([\d.]+)/ },
  { id: 'alipay', test: /AlipayClient\//, version: /AlipayClient\/([\d.]+)/ },
  { id: 'dingtalk', test: /DingTalk\//i, version: /DingTalk\/([\d.]+)/i },
  { id: 'weibo', test: /__weibo__|\bWeibo\b/i, version: /__weibo__([\d.]+)/ },
  { id: 'douyin', test: /\baweme(?:_lite)?(?:_\d+)?\b|\bapp_name\/aweme/i, version: /app_version\/([\d.]+)/ },
  { id: 'baidu', test: /baiduboxapp\//i, version: /baiduboxapp\/([\d.]+)/i },
  { id: 'toutiao', test: /NewsArticle\//, version: /NewsArticle\/([\d.]+)/ },
];

/** Our names for the vendors ua-parser-js spells otherwise. */
const VENDOR_NAMES: Record<string, string> = {
  MEIZU: 'Meizu',
  Vivo: 'vivo',
  Realme: 'realme',
  OnePlus: 'OnePlus',
  ZTE: 'ZTE',
};

/**
 * Model codes of Chinese phones that ua-parser-js 1.x leaves without a vendor (checked on real strings in
 * the tests): OPPO's PxxM10/PxxT10 and CPH codes, OnePlus's two letters and four digits, vivo's V2xxxA,
 * Xiaomi's long numeric codes, Honor and Huawei by their build names.
 */
const MODEL_RULES: { vendor: string; test: RegExp }[] = [
  { vendor: 'Honor', test: /Build\/HONOR|\bHONOR[ -]?\w/i },
  { vendor: 'Huawei', test: /Build\/HUAWEI|\bHUAWEI[ -]?\w/i },
  { vendor: 'OnePlus', test: /;\s*(?:ONEPLUS\s*)?(?:LE|IN|KB|HD|GM|NE|PH[A-Z]|CPH25)\d{3,4}\b/ },
  { vendor: 'OPPO', test: /;\s*(?:P[A-Z]{3}\d{2}|CPH\d{4})\b/ },
  { vendor: 'vivo', test: /;\s*V[12]\d{3}[A-Z]{0,2}\b/ },
  { vendor: 'realme', test: /;\s*RMX\d{4}\b/ },
  { vendor: 'Xiaomi', test: /;\s*(?:\d{4,5}[A-Z0-9]{3,5}[CG]|M\d{4}[A-Z]\d{1,2}[A-Z]{1,3})\s*(?:Build|\))/ },
];

const BRAND_ZH: Record<string, string> = {
  Huawei: '华为',
  Honor: '荣耀',
  Xiaomi: '小米',
  OPPO: 'OPPO',
  vivo: 'vivo',
  OnePlus: '一加',
  realme: '真我',
  Meizu: '魅族',
  Lenovo: '联想',
  ZTE: '中兴',
  Apple: '苹果',
  Samsung: '三星',
};

/** The vendor's name in the visitor's language (华为 for Huawei in Chinese). */
export function vendorName(vendor: string, lang: Lang): string {
  return lang === 'zh' && BRAND_ZH[vendor] && BRAND_ZH[vendor] !== vendor ? `${BRAND_ZH[vendor]} ${vendor}` : vendor;
}

export const MAX_UA_LENGTH = 4096;

export function parseUserAgent(text: string, lang: Lang): UaInfo {
  const m = messages[lang];
  const ua = text.trim();
  if (ua === '') throw new InputError(m.empty);
  if (/[\r\n]/.test(ua)) throw new InputError(m.oneLine);
  if (ua.length > MAX_UA_LENGTH) throw new InputError(m.tooLong);
  const r = new UAParser(ua).getResult();

  const hit = APPS.find((a) => a.test.test(ua));
  const app = hit ? { id: hit.id, name: m[`app_${hit.id}`], version: ua.match(hit.version ?? /$^/)?.[1] ?? '' } : null;

  // ua-parser-js names the in-app browser after the app (WeChat, QQBrowser for QQ's): the browser is the
  // engine's own name then, and the app is said apart.
  let browser: Named = { name: r.browser.name ?? '', version: r.browser.version ?? '' };
  if (app && /^(WeChat|QQBrowser|Alipay|DingTalk|Weibo|Baidu|Toutiao|Android Browser)$/i.test(browser.name)) {
    const qqb = app.id !== 'qq' && ua.match(/M?QQBrowser\/([\d.]+)/);
    const chrome = ua.match(/Chrome\/([\d.]+)/);
    browser = qqb
      ? { name: 'QQBrowser', version: qqb[1] }
      : chrome
        ? { name: 'Chrome WebView', version: chrome[1] }
        : /iPhone|iPad|Macintosh/.test(ua)
          ? { name: 'WebKit WebView', version: r.engine.version ?? '' }
          : { name: '', version: '' };
  }

  let vendor = r.device.vendor ?? '';
  const rule = MODEL_RULES.find((x) => x.test.test(ua));
  if (rule && (vendor === '' || (rule.vendor === 'Honor' && vendor === 'Huawei'))) vendor = rule.vendor;
  vendor = VENDOR_NAMES[vendor] ?? vendor;
  const bot = /bot\b|spider|crawler|slurp|Baiduspider|YisouSpider|Sogou web spider|Bytespider|HeadlessChrome/i.test(ua);
  const type: DeviceType = bot
    ? 'bot'
    : ((r.device.type as DeviceType | undefined) ??
      (/Windows NT|Macintosh|X11|CrOS/.test(ua) ? 'desktop' : /Android/.test(ua) ? 'mobile' : 'desktop'));

  return {
    app,
    browser,
    engine: { name: r.engine.name ?? '', version: r.engine.version ?? '' },
    os: { name: r.os.name ?? '', version: r.os.version ?? '' },
    device: { vendor, model: r.device.model ?? '', type },
    cpu: r.cpu.architecture ?? '',
    bot,
  };
}

/** The analysis as lines (copy and download). */
export function infoText(info: UaInfo, lang: Lang): string {
  const m = messages[lang];
  const join = (n: Named) => [n.name, n.version].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [m.app, info.app ? join(info.app) : ''],
    [m.browser, join(info.browser)],
    [m.engine, join(info.engine)],
    [m.os, join(info.os)],
    [m.vendor, info.device.vendor ? vendorName(info.device.vendor, lang) : ''],
    [m.model, info.device.model],
    [m.type, m[`type_${info.device.type}`]],
    [m.cpu, info.cpu],
  ];
  return rows
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}
