/**
 * The live part of a text tool, for pages with their own layout (two inputs, a custom result): the input's
 * result as the visitor types, the input deferred (or, above `LARGE_INPUT`, taken after a pause), a
 * transform that may be asynchronous (a Worker: the previous result stays, marked busy, and a replaced
 * run is aborted), and a clear message for input it cannot take. `TextTransform` is built on it.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../i18n/index.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { kitMessages } from '../messages.js';
import {
  failureMessage,
  isCancelled,
  isPromiseLike,
  LARGE_INPUT,
  LARGE_INPUT_DELAY_MS,
  runTransform,
  sameDeps,
  type TransformOutcome,
} from './text-transform.js';

export interface LiveTransform<I, R> {
  /** The result for `source`, or null while there is no input. */
  outcome: TransformOutcome<R> | null;
  /** An asynchronous run is out; `outcome` is the previous one. */
  busy: boolean;
  /** The input the outcome is (being) computed for. */
  source: I;
}

export function useLiveTransform<I, R>(
  input: I,
  options: {
    /** The input's size in characters (big inputs wait for a pause in typing). */
    size: number;
    /** No input yet: no result, no message. */
    isEmpty: (input: I) => boolean;
    transform: (input: I, signal: AbortSignal) => R | Promise<R>;
    /** Everything `transform` reads besides the input (its options): a change re-runs it. */
    deps: unknown;
  },
): LiveTransform<I, R> {
  const m = useMessages(kitMessages);
  const deferred = useDeferredValue(input);
  const debounced = useDebounced(input, LARGE_INPUT_DELAY_MS);
  const large = options.size > LARGE_INPUT;
  const source = large ? debounced : deferred;
  const { transform } = options;
  // The same values keep the same identity: a new `[values, lang]` each render must not re-run the
  // transform (an asynchronous one would never settle).
  const stable = useRef(options.deps);
  if (!sameDeps(stable.current, options.deps)) stable.current = options.deps;
  const deps = stable.current;
  const empty = options.isEmpty(source);
  const pending = useMemo(
    () => {
      if (empty) return null;
      const controller = new AbortController();
      const run = runTransform(() => transform(source, controller.signal), m.failed);
      // A render React discards never runs its effect: mark the promise handled here, so that its
      // rejection (bad input) is not reported as unhandled; the effect still reads it.
      if (run.ok && isPromiseLike(run.value)) Promise.resolve(run.value).catch(() => undefined);
      return { run, controller };
    },
    // `deps` stands for everything `transform` reads besides the input (a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, empty, deps, m],
  );
  return { ...useAsyncOutcome(pending, m.failed), source };
}

type Pending<R> = { run: TransformOutcome<R | PromiseLike<R>>; controller: AbortController } | null;

/** The outcome of a sync or async run; while a promise is out, the last settled outcome stays (busy). */
function useAsyncOutcome<R>(
  pending: Pending<R>,
  unexpected: string,
): { outcome: TransformOutcome<R> | null; busy: boolean } {
  const [late, setLate] = useState<{ of: Pending<R>; outcome: TransformOutcome<R> } | null>(null);
  const last = useRef<TransformOutcome<R> | null>(null);
  const promise = pending?.run.ok && isPromiseLike(pending.run.value) ? pending.run.value : null;

  useEffect(() => {
    if (!pending) return;
    const { controller } = pending;
    if (promise) {
      promise.then(
        (value) => !controller.signal.aborted && setLate({ of: pending, outcome: { ok: true, value } }),
        (error: unknown) => {
          if (controller.signal.aborted || isCancelled(error)) return;
          setLate({ of: pending, outcome: { ok: false, message: failureMessage(error, unexpected) } });
        },
      );
    }
    return () => controller.abort();
  }, [pending, promise, unexpected]);

  let outcome: TransformOutcome<R> | null;
  let busy = false;
  if (!pending) outcome = null;
  else if (!promise) outcome = pending.run as TransformOutcome<R>;
  else if (late?.of === pending) outcome = late.outcome;
  else {
    outcome = last.current;
    busy = true;
  }
  if (!busy) last.current = outcome;
  return { outcome, busy };
}
