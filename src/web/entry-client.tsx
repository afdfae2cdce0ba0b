import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { catalogOf, matchRoute } from './routes.js';
import { TOOLS, loadToolIndex } from './registry.js';
import { loadLang } from './i18n/index.js';
import { LANG_COOKIE, langOfPath } from '../common/lang.js';
import { loadRoutePage } from './route-page.js';
import { createEmotionCache } from './emotion.js';

async function start() {
  // The tool index (navigation, cards, route matching): its file is already on its way (the HTML preloads it).
  // An en page's strings (preloaded by its HTML) are there before hydration, so it never shows zh first.
  const lang = langOfPath(window.location.pathname);
  await Promise.all([loadToolIndex(), loadLang(lang)]);
  const route = matchRoute(window.location.pathname, catalogOf(TOOLS));
  // The page's chunks (preloaded by the HTML) load before hydration, so the pre-rendered markup is kept.
  const Page = await loadRoutePage(route);
  hydrateRoot(document.getElementById('root')!, <App Page={Page} cache={createEmotionCache()} lang={lang} />);
  // A language choice the server stored for the visitor is shared with the service worker.
  if (document.cookie.includes(`${LANG_COOKIE}=`)) void import('./i18n/choice.js').then((m) => m.shareStoredLang());
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
