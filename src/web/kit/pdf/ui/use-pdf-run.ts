/**
 * A PDF tool's run: useToolRun plus the PDF family's analytics (started, failed, done, saved) and
 * failures turned into PdfFailure for PdfErrorAlert.
 */
import { useCallback } from 'react';
import { useToolMeta } from '../../frame/tool-context.js';
import { useToolRun, type RunContext } from '../../run/use-tool-run.js';
import { track } from '../../../platform/analytics.js';
import { failureCode } from '../client.js';
import { PDF_FAILED, PDF_RUN, toolEvents } from '../events.js';
import type { PdfFailure } from './use-pdf-open.js';

export function usePdfRun<I, R>(work: (input: I, context: RunContext) => Promise<R>) {
  const meta = useToolMeta();
  const events = toolEvents(meta.slug);
  const run = useToolRun<I, R>(async (input, context) => {
    void track(PDF_RUN, { tool: meta.slug });
    try {
      const result = await work(input, context);
      if (events) void track(events.done, { tool: meta.slug });
      return result;
    } catch (error) {
      const code = failureCode(error);
      if (code !== 'cancelled') void track(PDF_FAILED, { tool: meta.slug, code });
      throw error;
    }
  });
  const failure: PdfFailure | null =
    run.status === 'error'
      ? {
          code: failureCode(run.error),
          detail: run.error instanceof Error ? run.error.message : undefined,
        }
      : null;
  const saved = useCallback(() => {
    if (events) void track(events.saved, { tool: meta.slug });
  }, [events, meta.slug]);
  return { ...run, failure, saved };
}
