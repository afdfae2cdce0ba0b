import { createContext, useContext, type ReactNode } from 'react';
import { zh } from './zh.js';
import { format } from '../../common/messages.js';
import { localePath, type Lang } from '../../common/lang.js';

export { defineMessages, format } from '../../common/messages.js';
export { LANGS, type Lang } from '../../common/lang.js';

/** The admin dashboard's own language choice, in local storage (the site's is the `toolbox_lang` cookie: common/lang.ts). */
export const LANG_STORAGE_KEY = 'toolbox_lang';

export type Messages = { [K in keyof typeof zh]: string };
export type MessageKey = keyof Messages;
/** zh is in every page; an en page fetches en before it hydrates (entry-client.tsx), a zh page when the visitor switches. */
const dictionaries: Partial<Record<Lang, Messages>> = { zh };

/** Makes `lang`'s strings available (call before switching to it). */
export async function loadLang(lang: Lang): Promise<void> {
  if (!dictionaries[lang]) dictionaries[lang] = (await import('./en.js')).en;
}

export function translate(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  return format((dictionaries[lang] ?? zh)[key], vars);
}

interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, vars?: Record<string, string | number>) => string;
  /** Picks this language's text from a `{zh, en}` pair (tool metas, tool-local messages). */
  pick: <T>(value: { zh: T; en: T }) => T;
  /** A link to a page of the site (its zh path, `/qrcode.html`) in this language (`/en/qrcode.html`). */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n>(makeI18n('zh', () => {}));

function makeI18n(lang: Lang, setLang: (lang: Lang) => void): I18n {
  return {
    lang,
    setLang,
    t: (key, vars) => translate(lang, key, vars),
    pick: (value) => value[lang],
    href: (path) => localePath(path, lang),
  };
}

export function I18nProvider(props: { lang: Lang; setLang: (lang: Lang) => void; children: ReactNode }) {
  return <I18nContext.Provider value={makeI18n(props.lang, props.setLang)}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useMessages<T extends Record<string, string>>(m: { zh: T; en: T }): T {
  return m[useI18n().lang];
}
