/**
 * Click tracking for links on every page (tool cards, search results) without analytics in the code a
 * page needs before it is interactive. The platform start (right after hydration) hands the tracker over,
 * so a click that navigates away at once is queued synchronously, in time for the flush on pagehide.
 */
import type { trackClick } from './analytics.js';

type TrackClick = typeof trackClick;
let tracker: TrackClick | null = null;

export function provideClickTracker(track: TrackClick): void {
  tracker = track;
}

export function trackClickLater(...args: Parameters<TrackClick>): void {
  if (tracker) void tracker(...args);
  else void import('./analytics.js').then((m) => m.trackClick(...args));
}
