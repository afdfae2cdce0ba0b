/**
 * The share link and the copied share text (spec section 2, "Share overlay"). Pure: no DOM.
 *
 * The link is the page's own URL with `callfrom` set to the channel the share went out through;
 * every other query parameter is kept byte for byte (no re-encoding) and so is the hash.
 */
import { CALLFROM_PARAM } from '../platform/tracking.js';

/** Where a share went out: WeChat, QQ, a plain browser (desktop or phone), the product's own browser. */
export const SHARE_CALLFROM = {
  wechat: 'share_wx',
  qq: 'share_qq',
  pc: 'share_pc',
  host: 'share_qb',
} as const;

export type ShareCallfrom = (typeof SHARE_CALLFROM)[keyof typeof SHARE_CALLFROM];

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `url` with `callfrom=<value>`: it replaces the first `callfrom` in place (and drops any repeat), or
 * is appended. Other parameters, their order and their encoding, and the hash stay as they were.
 */
export function withCallfrom(url: string, value: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const pair = `${CALLFROM_PARAM}=${encodeURIComponent(value)}`;
  const parts: string[] = [];
  let placed = false;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const key = decodeKey(part.split('=', 1)[0]);
    if (key === CALLFROM_PARAM) {
      if (!placed) parts.push(pair);
      placed = true;
    } else {
      parts.push(part);
    }
  }
  if (!placed) parts.push(pair);
  return `${base}?${parts.join('&')}${hash}`;
}

/** What is copied: the title in brackets followed by the link. */
export function shareText(title: string, link: string): string {
  return `【${title}】${link}`;
}
