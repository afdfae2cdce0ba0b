/**
 * A tool's run: busy and error states, progress, stale runs dropped (a new run aborts the one before and
 * its result is ignored), and one usage report per successful run.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolMeta } from '../frame/tool-context.js';
import { reportToolUse } from '../../platform/api.js';

export type RunStatus = 'idle' | 'busy' | 'done' | 'error';

export interface RunContext {
  signal: AbortSignal;
  /** 0..1 */
  progress: (value: number) => void;
}

export interface RunOptions<R> {
  /** The report's tab name (a tool's sub-function). */
  tabName?: string;
  /** Whether a result counts as a use (default: every success). */
  counts?: (result: R) => boolean;
}

export interface ToolRun<I, R> {
  status: RunStatus;
  result: R | null;
  error: unknown;
  progress: number | null;
  /** Starts a run with this input; resolves with its result, or undefined when it failed or went stale. */
  run: (input: I) => Promise<R | undefined>;
  /** Stops the current run and forgets the result. */
  reset: () => void;
}

interface State<R> {
  status: RunStatus;
  result: R | null;
  error: unknown;
  progress: number | null;
}

const IDLE = { status: 'idle', result: null, error: null, progress: null } as const;

export function useToolRun<I, R>(
  work: (input: I, context: RunContext) => R | Promise<R>,
  options: RunOptions<R> = {},
): ToolRun<I, R> {
  const meta = useToolMeta();
  const [state, setState] = useState<State<R>>(IDLE);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const workRef = useRef(work);
  const optionsRef = useRef(options);
  useEffect(() => {
    workRef.current = work;
    optionsRef.current = options;
  });

  const run = useCallback(
    async (input: I) => {
      const id = ++latest.current;
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState((s) => ({ ...s, status: 'busy', error: null, progress: null }));
      const progress = (value: number) => {
        if (latest.current === id) setState((s) => ({ ...s, progress: value }));
      };
      try {
        const result = await workRef.current(input, { signal: own.signal, progress });
        if (latest.current !== id) return undefined;
        setState({ status: 'done', result, error: null, progress: null });
        const { counts, tabName } = optionsRef.current;
        if (!counts || counts(result)) void reportToolUse({ toolName: meta.name.zh, tabName });
        return result;
      } catch (error) {
        if (latest.current !== id) return undefined;
        console.error(`${meta.slug} failed`, error);
        setState({ status: 'error', result: null, error, progress: null });
        return undefined;
      }
    },
    [meta],
  );

  const reset = useCallback(() => {
    latest.current++;
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { ...state, run, reset };
}
