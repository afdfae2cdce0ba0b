import { useEffect, useState, type ComponentType } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { I18nProvider, loadLang, type Lang } from './i18n/index.js';
import { theme } from './theme.js';
import { ToastProvider } from './ui/Toast.js';
import { ErrorBoundary } from './shell/ErrorBoundary.js';
import { loadToolTexts } from './registry.js';
import { AlertHost } from './platform/AlertHost.js';

export interface AppProps {
  /** The route's page, already loaded (route-page.tsx: its chunk is fetched before hydration). */
  Page: ComponentType;
  cache: EmotionCache;
  /** The page's language (`/en/...` is en): it is pre-rendered in it, and its strings are loaded before hydration. */
  lang: Lang;
}

/**
 * The whole page for one route, in the page's language. The language switch changes it in place (what the
 * visitor typed stays), with the other language's strings and the tools' texts loaded first; it remembers
 * the choice and moves the address to that language's page (i18n/choice.ts), so the next visit starts there.
 */
export function App({ Page, cache, lang: pageLang }: AppProps) {
  const [lang, setLangState] = useState<Lang>(pageLang);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  const setLang = (next: Lang) => {
    void Promise.all([loadLang(next), loadToolTexts(), import('./i18n/choice.js')]).then(([, , choice]) => {
      setLangState(next);
      return choice.chooseLang(next);
    });
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
