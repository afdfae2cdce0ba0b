import { useEffect, useState, type ComponentType } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { I18nProvider, LANG_STORAGE_KEY, loadLang, type Lang } from './i18n/index.js';
import { theme } from './theme.js';
import { ToastProvider } from './ui/Toast.js';
import { ErrorBoundary } from './shell/ErrorBoundary.js';
import { storage } from './platform/storage.js';
import { loadToolTexts } from './registry.js';
import { AlertHost } from './platform/AlertHost.js';

/** Loads what a language needs that pages do not carry: its strings and, for en, the tools' texts. */
function switchTo(lang: Lang): Promise<unknown> {
  return Promise.all([loadLang(lang), lang === 'en' ? loadToolTexts() : null]);
}

export interface AppProps {
  /** The route's page, already loaded (route-page.tsx: its chunk is fetched before hydration). */
  Page: ComponentType;
  cache: EmotionCache;
}

/** The whole page for one route. Pages are pre-rendered in zh; a stored choice of en applies after hydration. */
export function App({ Page, cache }: AppProps) {
  const [lang, setLangState] = useState<Lang>('zh');
  useEffect(() => {
    if (storage.get(LANG_STORAGE_KEY) === 'en') void switchTo('en').then(() => setLangState('en'));
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  const setLang = (next: Lang) => {
    storage.set(LANG_STORAGE_KEY, next);
    void switchTo(next).then(() => setLangState(next));
  };

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nProvider lang={lang} setLang={setLang}>
          <ToastProvider>
            <ErrorBoundary>
              <Page />
            </ErrorBoundary>
            <AlertHost />
          </ToastProvider>
        </I18nProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
