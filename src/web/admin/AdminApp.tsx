import { useCallback, useEffect, useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme.js';
import { I18nProvider, LANG_STORAGE_KEY, type Lang } from '../i18n/index.js';
import { adminMessages } from './messages.js';
import { hasSession } from './api.js';
import { LoginView } from './LoginView.js';
import { Dashboard } from './Dashboard.js';
import { CenteredMessage } from './parts.js';

type Gate = 'checking' | 'login' | 'in' | { error: string };

function initialLang(): Lang {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** The dashboard behind its login form; the language follows the site's stored choice. */
export function AdminApp() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [gate, setGate] = useState<Gate>('checking');
  const m = adminMessages[lang];

  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);

  const check = useCallback(() => {
    setGate('checking');
    hasSession().then(
      (ok) => setGate(ok ? 'in' : 'login'),
      (error: Error) => setGate({ error: error.message }),
    );
  }, []);

  useEffect(check, [check]);
  useEffect(() => {
    document.title = `${m.title} - ${m.siteName}`;
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang, m]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nProvider lang={lang} setLang={setLang}>
        {gate === 'checking' && <CenteredMessage text={m.loading} busy />}
        {gate === 'login' && <LoginView onSignedIn={() => setGate('in')} />}
        {gate === 'in' && <Dashboard onSignedOut={() => setGate('login')} />}
        {typeof gate === 'object' && (
          <CenteredMessage text={m.loadFailed.replace('{reason}', gate.error)} action={m.retry} onAction={check} />
        )}
      </I18nProvider>
    </ThemeProvider>
  );
}
