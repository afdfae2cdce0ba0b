/**
 * Registers the service worker (/sw.js, built from src/sw/sw.ts) once the page has loaded, so its
 * precache never competes with the page's own loading. A new build found while a page is open installs
 * in the background and waits; when this page is hidden (the visitor leaves or switches away) it is
 * asked to take over, so the next visit is entirely the new build and this page keeps its own chunks.
 */
export const SW_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker
      .register(SW_URL, { scope: '/', updateViaCache: 'none' })
      .then((registration?: ServiceWorkerRegistration) => {
        // Automation that blocks service workers (Playwright) resolves without a registration.
        if (!registration) return;
        handOverWhenHidden(registration);
        void cacheWhatThisPageLoaded();
      })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}

function handOverWhenHidden(registration: ServiceWorkerRegistration): void {
  const handOver = () => {
    // Only an update waits: the first install takes over by itself (there is no old build to keep).
    if (registration.waiting && navigator.serviceWorker.controller)
      registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && handOver());
  window.addEventListener('pagehide', handOver);
  // An update that finishes installing while this page is already in the background.
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && document.visibilityState === 'hidden') handOver();
    });
  });
}

/**
 * A first visit loads its chunks before any service worker runs: once one is active, it is told which
 * hashed files this page already has, so they are cached too (a tool visited once then works offline).
 */
async function cacheWhatThisPageLoaded(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
  registration.active?.postMessage({ type: 'CACHE_URLS', urls });
}
