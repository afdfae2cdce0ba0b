/**
 * Two texts compared live (diff tools): the pair's state, its result as the visitor types (big pairs in the
 * tool's Worker, after a pause), one usage report per settled result, and the page's `data-state`.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useI18n } from '../../i18n/index.js';
import type { WorkerClient } from '../worker/pool.js';
import { useSettledReport } from '../run/use-usage-report.js';
import { inputKey, LARGE_INPUT } from './text-transform.js';
import { useLiveTransform, type LiveTransform } from './use-live-transform.js';
import type { TextPairValue } from '../inputs/TextPair.js';

export interface PairTransform<R> {
  pair: TextPairValue;
  setPair: Dispatch<SetStateAction<TextPairValue>>;
  live: LiveTransform<TextPairValue, R>;
  /** The current result, or null (no input, or input it cannot take). */
  result: R | null;
  /** Counts the use at once (copy, download). */
  reportNow: () => void;
  state: 'busy' | 'ok' | 'error' | 'empty';
}

export function usePairTransform<R, O>(spec: {
  options: O;
  transform: (left: string, right: string, options: O, lang: 'zh' | 'en') => R;
  worker: WorkerClient<TextPairValue & { options: O; lang: 'zh' | 'en' }, R>;
  /** No input yet (default: both sides empty). */
  isEmpty?: (pair: TextPairValue) => boolean;
}): PairTransform<R> {
  const { lang } = useI18n();
  const [pair, setPair] = useState<TextPairValue>({ left: '', right: '' });
  const { options, transform, worker } = spec;
  const live = useLiveTransform(pair, {
    size: pair.left.length + pair.right.length,
    isEmpty: spec.isEmpty ?? ((p) => p.left === '' && p.right === ''),
    transform: (p, signal) =>
      p.left.length + p.right.length > LARGE_INPUT
        ? worker.call({ ...p, options, lang }, { signal })
        : transform(p.left, p.right, options, lang),
    deps: [options, lang],
  });
  const result = live.outcome?.ok ? live.outcome.value : null;
  const reportNow = useSettledReport(result ? inputKey(live.source.left + live.source.right, options) : null);
  const state = live.busy ? 'busy' : result ? 'ok' : live.outcome ? 'error' : 'empty';
  return { pair, setPair, live, result, reportNow, state };
}
