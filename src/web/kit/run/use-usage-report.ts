/**
 * Usage reports for tools that work live (as the visitor types): a result counts as one use once it has
 * stood for a moment, or at once when the visitor copies or saves it, and each distinct result once.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useToolMeta } from '../frame/tool-context.js';
import { reportToolUse } from '../../platform/api.js';

/** How long a live result must stand before it counts (the visitor stopped typing and looked at it). */
export const SETTLE_MS = 2000;

/** `report(key)` sends one usage report per distinct key (a result's identity, e.g. its input and options). */
export function useUsageReport(tabName?: string): (key: string) => void {
  const meta = useToolMeta();
  const last = useRef<string | null>(null);
  return useCallback(
    (key: string) => {
      if (last.current === key) return;
      last.current = key;
      void reportToolUse({ toolName: meta.name.zh, tabName });
    },
    [meta, tabName],
  );
}

/** Reports `key` once it has stood for SETTLE_MS (null: nothing to count yet). Returns the immediate reporter. */
export function useSettledReport(key: string | null, tabName?: string): () => void {
  const report = useUsageReport(tabName);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => report(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, report]);
  return useCallback(() => {
    if (key !== null) report(key);
  }, [key, report]);
}

/**
 * For batch tools: one use per round of work that ends with results (`pending` files rose above 0, then
 * all settled with at least one `done`); a new round starts when files are added again.
 */
export function useRoundReport(pending: number, done: number, tabName?: string): void {
  const report = useUsageReport(tabName);
  const round = useRef(0);
  useEffect(() => {
    if (pending > 0) round.current = Math.abs(round.current) + 1;
    else if (round.current > 0 && done > 0) {
      report(String(round.current));
      round.current = -round.current;
    }
  }, [pending, done, report]);
}
