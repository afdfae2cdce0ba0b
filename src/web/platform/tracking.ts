/** Pure pieces of analytics (spec section 7, "Analytics and monitoring"). */
import type { AnalyticsEvent } from '../../common/protocol.js';
import { parentDomain } from '../../common/cookies.js';

export const PAGE_VIEW_EVENT = 'qbtool_pv';
export const CLICK_EVENT = 'qbtool_click';
export const HOMEPAGE = 'homepage';
export const CALLFROM_PARAM = 'callfrom';
/** Source when there is no referrer. */
export const DIRECT_SOURCE = 'direct';

/** Page identity: the url path without the leading slash and any `.html`, or `homepage`. */
export function pageIdentity(pathname: string): string {
  const page = pathname
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/i, '');
  return page || HOMEPAGE;
}

/** The page-view name: the last path segment, or `homepage`. */
export function lastPathSegment(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length ? segments[segments.length - 1] : HOMEPAGE;
}

/** The `callfrom` tracking parameter of a url query ('' when absent). */
export function callfromOf(search: string): string {
  return new URLSearchParams(search).get(CALLFROM_PARAM) ?? '';
}

/** 1 on desktop; 0 when the user agent names Android, webOS, iPhone, iPod or BlackBerry. */
export function isPc(userAgent: string): 0 | 1 {
  return /Android|webOS|iPhone|iPod|BlackBerry/i.test(userAgent) ? 0 : 1;
}

const SEARCH_ENGINES: [name: string, host: RegExp][] = [
  ['baidu', /(^|\.)baidu\.com$/],
  ['sogou', /(^|\.)sogou\.com$/],
  ['so', /(^|\.)so\.com$/], // 360 search
  ['bing', /(^|\.)bing\.com$/],
  ['google', /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/],
];

/**
 * Where the visitor came from: a search engine's name (baidu, sogou, so, bing, google); for a page of
 * this site (same host or same parent domain) the referring page's identity plus `_self`; otherwise
 * the referrer's host name; `direct` when there is no referrer.
 */
export function referrerSource(referrer: string, siteHostname: string): string {
  if (!referrer) return DIRECT_SOURCE;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return DIRECT_SOURCE;
  }
  const host = url.hostname.toLowerCase();
  if (!host) return DIRECT_SOURCE;
  for (const [name, pattern] of SEARCH_ENGINES) if (pattern.test(host)) return name;
  const site = siteHostname.toLowerCase();
  const parent = parentDomain(site);
  if (host === site || (parent !== undefined && `.${host}`.endsWith(parent)))
    return `${pageIdentity(url.pathname)}_self`;
  return host;
}

export interface PageContext {
  pathname: string;
  search: string;
  referrer: string;
  hostname: string;
  userAgent: string;
}

export interface EventExtra {
  page: string;
  callfrom: string;
  is_pc: 0 | 1;
  source: string;
  [key: string]: string | number;
}

/** The `extra` fields every event carries. */
export function baseExtra(ctx: PageContext, page = pageIdentity(ctx.pathname)): EventExtra {
  return {
    page,
    callfrom: callfromOf(ctx.search),
    is_pc: isPc(ctx.userAgent),
    source: referrerSource(ctx.referrer, ctx.hostname),
  };
}

export function makeEvent(eventname: string, guid: string, appVersion: string, extra: EventExtra): AnalyticsEvent {
  return { eventname, guid, app_version: appVersion, extra: JSON.stringify(extra) };
}

/** Splits a queue into batches the server accepts (at most `size` events each). */
export function batches<T>(items: T[], size = 50): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
