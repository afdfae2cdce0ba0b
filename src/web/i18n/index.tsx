import { createContext, useContext, type ReactNode } from 'react';
import { zh } from './zh.js';
import { format } from '../../common/messages.js';

export { defineMessages, format } from '../../common/messages.js';

export type Lang = 'zh' | 'en';
export const LANGS: Lang[] = ['zh', 'en'];
export const LANG_STORAGE_KEY = 'toolbox_lang';

export type Messages = { [K in keyof typeof zh]: string };
export type MessageKey = keyof Messages;
/** zh is in every page; en is fetched when a visitor picks it (most never do). */
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
}

const I18nContext = createContext<I18n>(makeI18n('zh', () => {}));

function makeI18n(lang: Lang, setLang: (lang: Lang) => void): I18n {
  return {
    lang,
    setLang,
    t: (key, vars) => translate(lang, key, vars),
    pick: (value) => value[lang],
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
