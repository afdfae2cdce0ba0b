/**
 * A tool's own analytics event (the spec's event names, e.g. `WALLPAPER_PAGE_0001`), sent through the
 * platform's analytics queue. The analytics module loads after hydration, so this import resolves from
 * the module cache by the time a visitor acts; nothing is sent during pre-rendering.
 */
export function trackEvent(eventname: string, extra: Record<string, string | number> = {}): void {
  if (typeof window === 'undefined') return;
  void import('../../platform/analytics.js').then((m) => m.track(eventname, extra));
}
