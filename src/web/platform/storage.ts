/** Local storage, or a window variable when storage throws (private mode, blocked cookies). */
const FALLBACK_KEY = '__toolboxStorage';

function fallback(): Record<string, string> {
  const w = globalThis as unknown as Record<string, Record<string, string> | undefined>;
  return (w[FALLBACK_KEY] ??= {});
}

export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage.getItem(key);
    } catch {
      return fallback()[key] ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage.setItem(key, value);
    } catch {
      fallback()[key] = value;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage.removeItem(key);
    } catch {
      delete fallback()[key];
    }
  },
};
