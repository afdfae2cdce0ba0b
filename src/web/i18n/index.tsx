import { createContext, useContext, type ReactNode } from 'react';
import { zh } from './zh.js';
import { en } from './en.js';

export type Lang = 'zh' | 'en';
export const LANGS: Lang[] = ['zh', 'en'];
export const LANG_STORAGE_KEY = 'toolbox_lang';

export type Messages = { [K in keyof typeof zh]: string };
export type MessageKey = keyof Messages;
const dictionaries: Record<Lang, Messages> = { zh, en };

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function translate(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  return format(dictionaries[lang][key], vars);
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

/** Tool-local strings: `const msg = defineMessages({zh: {...}, en: {...}})`, then `useMessages(msg).key`. */
export function defineMessages<T extends Record<string, string>>(m: { zh: T; en: { [K in keyof T]: string } }) {
  return m as { zh: T; en: T };
}

export function useMessages<T extends Record<string, string>>(m: { zh: T; en: T }): T {
  return m[useI18n().lang];
}
