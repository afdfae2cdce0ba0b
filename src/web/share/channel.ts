/**
 * Where the page is open, for the share button (spec section 2): the product's own browser (its JS
 * API is present), inside WeChat or QQ (by user agent), a desktop browser (the spec's desktop rule),
 * or any other (phone) browser. Pure: the caller passes the user agent and what it found.
 */
import { isPc } from '../platform/tracking.js';
import { SHARE_CALLFROM, type ShareCallfrom } from './link.js';

export type ShareChannel = 'host' | 'wechat' | 'qq' | 'pc' | 'mobile';

/** WeChat's in-app browser (also WeCom and desktop WeChat): `MicroMessenger/<version>`. */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger\//i.test(userAgent);
}

/**
 * The QQ app (and TIM): ` QQ/<version>`. QQ Browser's `MQQBrowser/` and the QQ-Browser-engine
 * marker `QBWebViewType` are not the QQ app.
 */
export function isQQApp(userAgent: string): boolean {
  return /(^|[\s;(])QQ\/\d/.test(userAgent);
}

export function shareChannel(userAgent: string, hasHostShare: boolean): ShareChannel {
  if (hasHostShare) return 'host';
  if (isWeChat(userAgent)) return 'wechat';
  if (isQQApp(userAgent)) return 'qq';
  return isPc(userAgent) ? 'pc' : 'mobile';
}

/** The `callfrom` a share from this channel carries; a plain phone browser copies like a desktop one. */
export function channelCallfrom(channel: ShareChannel): ShareCallfrom {
  return channel === 'mobile' ? SHARE_CALLFROM.pc : SHARE_CALLFROM[channel];
}
