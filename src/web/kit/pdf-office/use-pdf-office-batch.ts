/**
 * A batch of PDFs converted in the conversion Worker, one at a time (each can take much memory): every
 * file's progress page by page, cancel (the Worker is replaced), retry, remove; results kept for saving.
 */
import { useCallback, useEffect, useRef } from 'react';
import { WorkerPool } from '../worker/pool.js';
import { JobFailed } from '../worker/protocol.js';
import { failed, finished, isActive, newItem, nextToStart, reset, type ServerItem } from '../tasks/server-batch.js';
import { useBatchItems } from '../tasks/use-batch-items.js';
import type { OfficeTarget } from './convert.js';
import { TARGET_MIME } from './convert.js';
import type { ConvertJob, ConvertJobProgress, ConvertJobResult } from './job.js';

export interface PdfItem extends ServerItem {
  progress?: ConvertJobProgress;
  report?: Omit<ConvertJobResult, 'bytes'>;
  /** The failure's code (not-pdf, password, no-text, …). */
  code?: string;
}

export interface PdfBatchOptions {
  target: OfficeTarget;
  /** The job's fixed words (sheet names) and the language of the result. */
  job: Pick<ConvertJob, 'lang' | 'sheetName' | 'textSheetName'>;
  /** The message for a failure code. */
  describe: (code: string) => string;
}

const EXTENSION: Record<OfficeTarget, string> = { docx: 'docx', xlsx: 'xlsx', pptx: 'pptx', html: 'html' };

export function outputNameFor(name: string, target: OfficeTarget): string {
  const base = name.replace(/\.pdf$/i, '').trim() || 'document';
  return `${base}.${EXTENSION[target]}`;
}

export function usePdfOfficeBatch({ target, job, describe }: PdfBatchOptions) {
  const { items, setItems, files, controllers, update, addFiles, remove, clear } = useBatchItems<PdfItem>();
  const pool = useRef<WorkerPool<ConvertJob, ConvertJobResult, ConvertJobProgress> | null>(null);
  const words = useRef({ job, describe });
  words.current = { job, describe };

  const start = useCallback(
    async (item: PdfItem) => {
      const file = files.current.get(item.key);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      pool.current ??= new WorkerPool(
        () => new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module' }),
        { size: 1 },
      );
      try {
        const data = await file.arrayBuffer();
        const { job: fixed } = words.current;
        const result = await pool.current.run(
          { data, target, title: file.name.replace(/\.pdf$/i, ''), ...fixed },
          {
            transfer: [data],
            signal: controller.signal,
            onProgress: (p) =>
              update(item.key, (it) => ({
                ...it,
                phase: 'running',
                percent: Math.round(p.fraction * 100),
                progress: p,
              })),
          },
        ).done;
        const blob = new Blob([result.bytes], { type: TARGET_MIME[target] });
        update(item.key, (it) => ({
          ...finished(it, { blob, name: outputNameFor(file.name, target), size: blob.size }),
          report: {
            pages: result.pages,
            imagePages: result.imagePages,
            ocrPages: result.ocrPages,
            tables: result.tables,
          },
        }));
      } catch (error) {
        const code = error instanceof JobFailed ? error.code : 'failed';
        const canceled = code === 'cancelled';
        update(item.key, (it) => ({ ...failed(it, words.current.describe(code), canceled), code }));
      } finally {
        if (controllers.current.get(item.key) === controller) controllers.current.delete(item.key);
      }
    },
    [target, update, files, controllers],
  );

  useEffect(() => {
    const ready = nextToStart(items, 1);
    if (ready.length === 0) return;
    const keys = new Set(ready.map((i) => i.key));
    setItems((list) => list.map((it) => (keys.has(it.key) ? { ...it, phase: 'running', percent: 0 } : it)));
    for (const item of ready) void start(item);
  }, [items, start, setItems]);

  // Leaving the page: running conversions are aborted (useBatchItems), then the Worker goes.
  useEffect(
    () => () => {
      pool.current?.dispose();
      pool.current = null;
    },
    [],
  );

  const add = useCallback((list: File[]) => addFiles(list, (key, file) => newItem(key, file, {})), [addFiles]);

  const cancel = useCallback(
    (key: number) => {
      const controller = controllers.current.get(key);
      if (controller) controller.abort();
      else
        update(key, (it) =>
          it.phase === 'waiting' ? { ...failed(it, words.current.describe('cancelled'), true), code: 'cancelled' } : it,
        );
    },
    [update, controllers],
  );
  const retry = useCallback(
    (key: number) =>
      update(key, (it) =>
        isActive(it) ? it : { ...reset(it), code: undefined, report: undefined, progress: undefined },
      ),
    [update],
  );

  return { items, add, cancel, retry, remove, clear };
}
