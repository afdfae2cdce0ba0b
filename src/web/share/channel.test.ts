import { describe, expect, it } from 'vitest';
import { channelCallfrom, isQQApp, isWeChat, shareChannel } from './channel.js';
import { UA } from './ua-samples.js';

describe('share channel', () => {
  it('recognises WeChat (phone, WeCom, desktop WeChat)', () => {
    for (const ua of [UA.wechatIos, UA.wechatAndroid, UA.wecom, UA.wechatWindows]) {
      expect(isWeChat(ua)).toBe(true);
      expect(shareChannel(ua, false)).toBe('wechat');
    }
  });

  it('recognises the QQ app on iOS and Android', () => {
    for (const ua of [UA.qqIos, UA.qqAndroid]) {
      expect(isQQApp(ua)).toBe(true);
      expect(isWeChat(ua)).toBe(false);
      expect(shareChannel(ua, false)).toBe('qq');
    }
  });

  it('does not take QQ Browser (MQQBrowser, QQBrowser, QBWebViewType) or WeChat for the QQ app', () => {
    for (const ua of [UA.qqBrowserAndroid, UA.qqBrowserIos, UA.qqBrowserWindows, UA.wechatAndroid])
      expect(isQQApp(ua)).toBe(false);
  });

  it('QQ Browser without its JS API is a plain browser; with it, the host', () => {
    expect(shareChannel(UA.qqBrowserAndroid, false)).toBe('mobile');
    expect(shareChannel(UA.qqBrowserIos, false)).toBe('mobile');
    expect(shareChannel(UA.qqBrowserWindows, false)).toBe('pc');
    expect(shareChannel(UA.qqBrowserAndroid, true)).toBe('host');
  });

  it('the host JS API wins over the user agent', () => {
    expect(shareChannel(UA.wechatIos, true)).toBe('host');
    expect(shareChannel(UA.chromeWindows, true)).toBe('host');
  });

  it('desktop by the spec rule: not Android, webOS, iPhone, iPod or BlackBerry', () => {
    expect(shareChannel(UA.chromeWindows, false)).toBe('pc');
    expect(shareChannel(UA.safariMac, false)).toBe('pc');
    // iPadOS presents itself as a Mac: by the spec's rule it is a desktop.
    expect(shareChannel(UA.ipadOs, false)).toBe('pc');
    expect(shareChannel(UA.safariIphone, false)).toBe('mobile');
    expect(shareChannel(UA.chromeAndroid, false)).toBe('mobile');
    expect(shareChannel('', false)).toBe('pc');
  });

  it('maps channels to callfrom values', () => {
    expect(channelCallfrom('wechat')).toBe('share_wx');
    expect(channelCallfrom('qq')).toBe('share_qq');
    expect(channelCallfrom('pc')).toBe('share_pc');
    expect(channelCallfrom('mobile')).toBe('share_pc');
    expect(channelCallfrom('host')).toBe('share_qb');
  });
});
