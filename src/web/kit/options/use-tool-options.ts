/**
 * A tool's options, kept in the page URL (shareable) and in local storage (remembered). The pre-rendered
 * page shows the defaults; the visitor's own values apply right after hydration, so both renders agree.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { storage } from '../../platform/storage.js';
import { useToolMeta } from '../frame/tool-context.js';
import { defaults, initialValues, toQuery, toStored, type Field, type Schema, type Values } from './schema.js';

export interface ToolOptions<S extends Schema> {
  values: Values<S>;
  /** Changes some options (a slider may call this on every move: storage and URL are written once it rests). */
  set: (patch: Partial<Values<S>>) => void;
  /** Back to the defaults, forgetting the stored ones. */
  reset: () => void;
  /** The visitor's stored/linked values have been applied. */
  ready: boolean;
  /** A number option's box props (value, the schema's range, valid changes only): `<NumberField {...number('h')} />`. */
  number: (key: NumberKey<S>) => NumberBinding;
}

type NumberKey<S extends Schema> = { [K in keyof S]: S[K] extends Field<number> ? K : never }[keyof S];

export interface NumberBinding {
  value: number;
  min: number;
  max: number;
  integer: boolean;
  onChange: (value: number | null) => void;
}

const WRITE_DELAY_MS = 250;

export function storageKey(slug: string): string {
  return `options:${slug}`;
}

function writeUrl(query: string): void {
  const url = `${location.pathname}${query}${location.hash}`;
  if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
}

export function useToolOptions<S extends Schema>(schema: S): ToolOptions<S> {
  const { slug } = useToolMeta();
  const [values, setValues] = useState<Values<S>>(() => defaults(schema));
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    setValues(initialValues(schema, storage.get(storageKey(slug)), location.search));
    setReady(true);
    // The schema is a module constant of the tool.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  const persist = useCallback(
    (next: Values<S>) => {
      if (timer.current) clearTimeout(timer.current);
      pending.current = () => {
        pending.current = null;
        storage.set(storageKey(slug), toStored(schema, next));
        writeUrl(toQuery(schema, next, location.search));
      };
      timer.current = setTimeout(() => pending.current?.(), WRITE_DELAY_MS);
    },
    [schema, slug],
  );

  const set = useCallback(
    (patch: Partial<Values<S>>) => {
      setValues((current) => {
        const next = { ...current, ...patch };
        persist(next);
        return next;
      });
    },
    [persist],
  );

  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    storage.remove(storageKey(slug));
    const next = defaults(schema);
    writeUrl(toQuery(schema, next, location.search));
    setValues(next);
  }, [schema, slug]);

  // A change made just before the visitor leaves is still written.
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      flush();
    };
  }, []);

  const number = (key: NumberKey<S>): NumberBinding => {
    const field = schema[key];
    const range = field.range ?? { min: -Infinity, max: Infinity, integer: false };
    return {
      value: values[key] as number,
      ...range,
      onChange: (v) => {
        if (v !== null) set({ [key]: v } as Partial<Values<S>>);
      },
    };
  };

  return { values, set, reset, ready, number };
}
