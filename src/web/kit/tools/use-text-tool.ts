/**
 * The common state of a text tool built on `TextTransform`: its options (in the URL and local storage),
 * the input, and a transform that runs the tool's pure function on the page, or in the tool's Worker for
 * inputs over `LARGE_INPUT`. Spread `bind` into `<TextTransform>`; the Worker side is `exposeTextJob`.
 */
import { useState } from 'react';
import { useI18n, type Lang } from '../../i18n/index.js';
import { useToolOptions, type ToolOptions } from '../options/use-tool-options.js';
import type { Schema, Values } from '../options/schema.js';
import type { WorkerClient } from '../worker/pool.js';
import { LARGE_INPUT } from './text-transform.js';

/** What a text tool's Worker receives. */
export interface TextJob<O> {
  text: string;
  options: O;
  lang: Lang;
}

export type TextRun<O, R> = (text: string, options: O, lang: Lang) => R;

export interface TextTool<S extends Schema, R> extends ToolOptions<S> {
  lang: Lang;
  text: string;
  setText: (text: string) => void;
  bind: {
    text: string;
    onText: (text: string) => void;
    transform: (text: string, signal: AbortSignal) => R | Promise<R>;
    deps: unknown;
  };
}

/**
 * `run` is the tool's pure function (on the page; in `worker` above `LARGE_INPUT`); with `run` null, every
 * input goes to the Worker (a tool whose engine is too big for the page, such as dictionaries).
 */
export function useTextTool<S extends Schema, R>(
  schema: S,
  run: TextRun<Values<S>, R> | null,
  worker?: WorkerClient<TextJob<Values<S>>, R>,
): TextTool<S, R> {
  const { lang } = useI18n();
  const options = useToolOptions(schema);
  const [text, setText] = useState('');
  const { values } = options;
  const transform = (t: string, signal: AbortSignal): R | Promise<R> => {
    if (run && (!worker || t.length <= LARGE_INPUT)) return run(t, values, lang);
    if (!worker) throw new Error('useTextTool: a tool without `run` needs a Worker');
    return worker.call({ text: t, options: values, lang }, { signal });
  };
  return { ...options, lang, text, setText, bind: { text, onText: setText, transform, deps: [values, lang] } };
}
