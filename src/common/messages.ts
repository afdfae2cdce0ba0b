/** Pure helpers for UI strings, importable from pages, Workers and Node alike. */

/** Fills `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Tool-local strings: `const msg = defineMessages({zh: {...}, en: {...}})`, then `useMessages(msg).key`. */
export function defineMessages<T extends Record<string, string>>(m: { zh: T; en: { [K in keyof T]: string } }) {
  return m as { zh: T; en: T };
}
