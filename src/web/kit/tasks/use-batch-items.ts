/**
 * The state every file-batch hook keeps (server tasks, PDF conversions in a Worker): the rows, each row's
 * File and the AbortController of its work, new keys, and update / add / remove / clear. Leaving the page
 * aborts whatever is still running.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerItem } from './server-batch.js';

export function useBatchItems<T extends ServerItem>() {
  const [items, setItems] = useState<T[]>([]);
  const files = useRef(new Map<number, File>());
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);

  const update = useCallback((key: number, change: (item: T) => T) => {
    setItems((list) => list.map((item) => (item.key === key ? change(item) : item)));
  }, []);

  /** New rows for `list`, made by `make` with each file's fresh key. */
  const addFiles = useCallback((list: File[], make: (key: number, file: File) => T) => {
    const added = list.map((file) => {
      const key = nextKey.current++;
      files.current.set(key, file);
      return make(key, file);
    });
    setItems((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: number) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setItems((list) => list.filter((it) => it.key !== key));
  }, []);

  const clear = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    files.current.clear();
    setItems([]);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  return { items, setItems, files, controllers, update, addFiles, remove, clear };
}
