import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<unknown>>();

/** Runs `load` once per page (shared by every component that asks), after hydration. */
export function useOnce<T>(key: string, load: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    if (!cache.has(key)) cache.set(key, load());
    void (cache.get(key) as Promise<T>).then((v) => live && setValue(v));
    return () => {
      live = false;
    };
    // `load` is the first caller's: later ones share its promise by key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}
