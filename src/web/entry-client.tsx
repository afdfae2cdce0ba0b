import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { matchRoute } from './routes.js';
import { findTool, loadToolIndex } from './registry.js';
import { loadRoutePage } from './route-page.js';
import { createEmotionCache } from './emotion.js';

async function start() {
  // The tool index (navigation, cards, route matching): its file is already on its way (the HTML preloads it).
  await loadToolIndex();
  const route = matchRoute(window.location.pathname, (slug) => Boolean(findTool(slug)));
  // The page's chunks (preloaded by the HTML) load before hydration, so the pre-rendered markup is kept.
  const Page = await loadRoutePage(route);
  hydrateRoot(document.getElementById('root')!, <App Page={Page} cache={createEmotionCache()} />);
  // After hydration: identity, token, page view (the network client is not needed to become interactive).
  void import('./platform/start.js').then((m) => m.startPlatform());
  // The install offer listens before the worker registers (the browser offers it once a worker runs).
  void import('./pwa/install.js')
    .then((m) => m.watchInstallPrompt())
    .then(() => import('./sw/register.js'))
    .then((m) => m.registerServiceWorker());
}

start().catch((error: unknown) => {
  // Offline, on a page whose tool this device has not kept yet: say so (the pre-rendered page stays).
  if (!navigator.onLine) void import('./pwa/offline-fallback.js').then((m) => m.showNotKeptOffline());
  else console.error('page start failed', error);
});
