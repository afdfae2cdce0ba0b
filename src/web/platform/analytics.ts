/**
 * Analytics events (spec sections 3 and 7): `{eventname, guid, app_version, extra}` queued and sent in
 * batches with `navigator.sendBeacon` to `POST /api/analytics` every FLUSH_MS, and at once when the
 * page is hidden or left. A build with VITE_ANALYTICS_SINK_URL also sends each batch there
 * (`{eventType: 'PC_OFFICE_EVENT', events}`); it is off by default.
 */
import { version } from '../../../package.json';
import { API, type AnalyticsEvent } from '../../common/protocol.js';
import { beacon } from './beacon.js';
import { getIdentity } from './identity.js';
import {
  CLICK_EVENT,
  PAGE_VIEW_EVENT,
  baseExtra,
  batches,
  lastPathSegment,
  makeEvent,
  type PageContext,
} from './tracking.js';

export const APP_VERSION: string = version;
export const FLUSH_MS = 2000;
export const MAX_BATCH = 50;
export const SINK_EVENT_TYPE = 'PC_OFFICE_EVENT';
const SINK_URL: string = import.meta.env.VITE_ANALYTICS_SINK_URL ?? '';

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function pageContext(): PageContext {
  return {
    pathname: location.pathname,
    search: location.search,
    referrer: document.referrer,
    hostname: location.hostname,
    userAgent: navigator.userAgent,
  };
}

/** Queues one event; `page` overrides the page identity, `extra` adds fields to the extra JSON. */
export async function track(
  eventname: string,
  extra: Record<string, string | number> = {},
  page?: string,
): Promise<void> {
  if (typeof window === 'undefined') return;
  const ctx = pageContext();
  const { guid } = await getIdentity();
  enqueue(makeEvent(eventname, guid, APP_VERSION, { ...baseExtra(ctx, page), ...extra }));
}

/** `qbtool_pv` with the last path segment (or `homepage`) as the page. */
export function trackPageView(): Promise<void> {
  return track(PAGE_VIEW_EVENT, {}, lastPathSegment(location.pathname));
}

/** `qbtool_click` on a tool (its slug or path); `from` says where: a card, a search result. */
export function trackClick(tool: string, from: 'card' | 'search'): Promise<void> {
  return track(CLICK_EVENT, { tool, from });
}

function enqueue(event: AnalyticsEvent) {
  queue.push(event);
  listen();
  timer ??= setTimeout(flush, FLUSH_MS);
}

/** Sends everything queued now. */
export function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  for (const events of batches(queue.splice(0), MAX_BATCH)) {
    beacon(API.analytics, { events });
    if (SINK_URL) beacon(SINK_URL, { eventType: SINK_EVENT_TYPE, events });
  }
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
