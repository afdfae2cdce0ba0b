import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { infoText, parseUserAgent, vendorName } from './user-agent.js';
import { UA } from './samples.js';

type Row = [keyof typeof UA, string | null, string, string, string, string, string];

/** sample, app (version), browser, OS, vendor, model, device type */
const TABLE: Row[] = [
  ['wechatIphone', '微信 8.0.44', 'WebKit WebView', 'iOS 17.1', 'Apple', 'iPhone', 'mobile'],
  ['wechatXiaomi', '微信 8.0.35.2360', 'Chrome WebView', 'Android 13', 'Xiaomi', '22081212C', 'mobile'],
  ['wechatMini', '微信小程序 8.0.40.2420', 'Chrome WebView', 'Android 12', 'vivo', 'V2171A', 'mobile'],
  ['wechatWindows', '微信 7.0.20.1781', 'QQBrowser', 'Windows 10', '', '', 'desktop'],
  ['wxwork', '企业微信 4.1.16', 'Chrome WebView', 'Android 10', 'Huawei', 'ELS-AN00', 'mobile'],
  ['qqVivo', 'QQ 8.9.28.10155', 'Chrome WebView', 'Android 10', 'vivo', 'V1938CT', 'mobile'],
  ['qqIphone', 'QQ 8.9.80.611', 'WebKit WebView', 'iOS 16.6', 'Apple', 'iPhone', 'mobile'],
  ['qqBrowserOppo', null, 'QQBrowser', 'Android 11', 'OPPO', 'PDEM10', 'mobile'],
  ['alipayXiaomi', '支付宝 10.2.68.7000', 'Chrome WebView', 'Android 12', 'Xiaomi', 'M2102J2SC', 'mobile'],
  ['alipayIphone', '支付宝 10.3.80.6000', 'WebKit WebView', 'iOS 16.3', 'Apple', 'iPhone', 'mobile'],
  ['huaweiHarmony', null, 'Huawei Browser', 'HarmonyOS 12', 'Huawei', 'NOH-AN00', 'mobile'],
  ['honor', null, 'Chrome', 'Android 12', 'Honor', 'FNE-AN00', 'mobile'],
  ['oppoHeytap', null, 'HeyTap', 'Android 12', 'OPPO', 'PGKM10', 'mobile'],
  ['vivoBrowser', null, 'Vivo Browser', 'Android 11', 'vivo', 'V2055A', 'mobile'],
  ['miui', null, 'MIUI Browser', 'Android 13', 'Xiaomi', '2211133C', 'mobile'],
  ['meizu', null, 'Chrome', 'Android 10', 'Meizu', '17', 'mobile'],
  ['oneplus', null, 'Chrome', 'Android 13', 'OnePlus', 'LE2120', 'mobile'],
  ['realme', null, 'Chrome', 'Android 13', 'realme', 'RMX3366', 'mobile'],
  ['iphoneSafari', null, 'Mobile Safari', 'iOS 17.2', 'Apple', 'iPhone', 'mobile'],
  ['edgeWindows', null, 'Edge', 'Windows 10', '', '', 'desktop'],
  ['macChrome', null, 'Chrome', 'Mac OS 10.15.7', 'Apple', 'Macintosh', 'desktop'],
  ['ipad', null, 'Mobile Safari', 'iOS 16.6', 'Apple', 'iPad', 'tablet'],
  ['baiduspider', null, '', '', '', '', 'bot'],
  ['dingtalk', '钉钉 7.0.10', 'Chrome WebView', 'Android 12', 'OPPO', 'PEEM00', 'mobile'],
  ['weibo', '微博 13.6.3', 'WebKit WebView', 'iOS 16.5', 'Apple', 'iPhone', 'mobile'],
  ['douyin', '抖音 26.1.0', 'Chrome WebView', 'Android 12', 'Huawei', 'ANA-AN00', 'mobile'],
  ['baiduApp', '百度 App 13.20.0.10', 'WebKit WebView', 'iOS 16.0', 'Apple', 'iPhone', 'mobile'],
];

const join = (n: { name: string; version: string }) => [n.name, n.version].filter(Boolean).join(' ');

describe('real User-Agent strings', () => {
  it.each(TABLE)('%s', (sample, app, browser, os, vendor, model, type) => {
    const info = parseUserAgent(UA[sample], 'zh');
    expect(info.app ? join(info.app) : null).toBe(app);
    expect(info.browser.name).toBe(browser);
    expect(join(info.os)).toBe(os);
    expect(info.device.vendor).toBe(vendor);
    expect(info.device.model).toBe(model);
    expect(info.device.type).toBe(type);
  });
});

describe('text and names', () => {
  it('names brands in Chinese', () => {
    expect(vendorName('Huawei', 'zh')).toBe('华为 Huawei');
    expect(vendorName('OPPO', 'zh')).toBe('OPPO');
    expect(vendorName('Huawei', 'en')).toBe('Huawei');
  });
  it('writes the analysis as lines', () => {
    expect(infoText(parseUserAgent(UA.wechatXiaomi, 'en'), 'en')).toBe(
      [
        'Inside app: WeChat 8.0.35.2360',
        'Browser: Chrome WebView 107.0.5304.141',
        'Engine: Blink 107.0.5304.141',
        'Operating system: Android 13',
        'Brand: Xiaomi',
        'Model: 22081212C',
        'Device type: Phone',
        'CPU architecture: arm64',
      ].join('\n'),
    );
  });
  it('trims surrounding whitespace and a trailing CRLF', () => {
    expect(parseUserAgent(`  ${UA.honor}\r\n`, 'en').device.vendor).toBe('Honor');
  });
  it('an unknown string gives empty fields, not an error', () => {
    const info = parseUserAgent('curl/8.4.0 😀', 'en');
    expect(info.browser.name).toBe('');
    expect(info.app).toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    ['', 'Type a User-Agent string'],
    ['  ', 'Type a User-Agent string'],
    [`${UA.honor}\n${UA.meizu}`, 'One User-Agent at a time: remove the line breaks'],
    ['x'.repeat(5000), 'This User-Agent is too long (over 4096 characters) to be a real one'],
  ])('%#', (text, message) => {
    expect(() => parseUserAgent(text, 'en')).toThrow(new InputError(message));
  });
});
