import { useEffect, useState, type ComponentType } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { I18nProvider, LANG_STORAGE_KEY, type Lang } from './i18n/index.js';
import { theme } from './theme.js';
import { ToastProvider } from './shell/Toast.js';
import { ErrorBoundary } from './shell/ErrorBoundary.js';
import { findTool } from './registry.js';
import type { Route } from './routes.js';
import { HomePage } from './pages/HomePage.js';
import { CategoryPage } from './pages/CategoryPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { LegalPage } from './pages/LegalPage.js';
import { FeedbackPage } from './feedback/FeedbackPage.js';
import { ToolPage } from './tool-page/ToolPage.js';
import { storage } from './platform/storage.js';
import { AlertHost } from './platform/AlertHost.js';

export interface AppProps {
  route: Route;
  /** The tool page's component, already loaded (its chunk is fetched before hydration). */
  Tool?: ComponentType;
  cache: EmotionCache;
}

/** The whole page for one route. Pages are pre-rendered in zh; a stored choice of en applies after hydration. */
export function App({ route, Tool, cache }: AppProps) {
  const [lang, setLangState] = useState<Lang>('zh');
  useEffect(() => {
    if (storage.get(LANG_STORAGE_KEY) === 'en') setLangState('en');
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  const setLang = (next: Lang) => {
    storage.set(LANG_STORAGE_KEY, next);
    setLangState(next);
  };

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nProvider lang={lang} setLang={setLang}>
          <ToastProvider>
            <ErrorBoundary>
              <Page route={route} Tool={Tool} />
            </ErrorBoundary>
            <AlertHost />
          </ToastProvider>
        </I18nProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

function Page({ route, Tool }: { route: Route; Tool?: ComponentType }) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'category':
      return <CategoryPage category={route.category} />;
    case 'tool': {
      const meta = findTool(route.slug);
      return meta && Tool ? <ToolPage meta={meta} Tool={Tool} /> : <NotFoundPage />;
    }
    case 'page':
      return <LegalPage page={route.page} />;
    case 'feedback':
      return <FeedbackPage />;
    default:
      return <NotFoundPage />;
  }
}
