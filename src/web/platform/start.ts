/** Starts the platform once per page load in the browser (called from entry-client after hydration). */
import { getIdentity } from './identity.js';
import { reportToolUse, startTokenTimer } from './api.js';
import { trackPageView, track, flush, trackClick } from './analytics.js';
import { provideClickTracker } from './track-later.js';
import { call, isApiError } from './request.js';
import { loadScript } from './load-script.js';
import { currentAuthorization } from './http.js';
import { showAlert } from './alerts.js';

/**
 * A small handle on `window.__toolbox` for the browser console and the end-to-end tests
 * (they exercise the client's rules against test routes); it exposes nothing a page script
 * could not already do with fetch.
 */
export const platformHandle = {
  call,
  isApiError,
  reportToolUse,
  loadScript,
  track,
  flush,
  showAlert,
  getIdentity,
  currentAuthorization,
};

declare global {
  interface Window {
    __toolbox?: typeof platformHandle;
  }
}

let started = false;

export function startPlatform(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.__toolbox = platformHandle;
  provideClickTracker(trackClick);
  void getIdentity();
  startTokenTimer();
  void trackPageView();
}
