/**
 * A batch of files processed by the server's task queue: each file is uploaded, queued, run and downloaded
 * through the task client (src/web/tasks/), a few at a time; every file's real progress, cancel (the task
 * is cancelled on the server too), retry, remove. `useTaskClient` is the client alone, for tools that run
 * one task their own way (OCR, speech).
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { TaskFamily } from '../../../common/task-api.js';
import { createTaskClient, type TaskClient } from '../../tasks/client.js';
import {
  failed,
  finished,
  isActive,
  newItem,
  nextToStart,
  progressed,
  reset,
  type ServerItem,
} from './server-batch.js';
import { useBatchItems } from './use-batch-items.js';

/** One task client for the page (one polling loop for all its tasks). */
export function useTaskClient(family: TaskFamily = 'convert'): TaskClient {
  return useMemo(() => createTaskClient(family), [family]);
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser says it is offline (true in the pre-rendered HTML). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export interface ServerBatchOptions {
  /** The task kind (the tool's slug). */
  tool: string;
  family?: TaskFamily;
  /** How many files are uploaded and followed at once (the rest wait here). */
  concurrency?: number;
  /** Words for a cancelled file. */
  canceledText: string;
  /** A failure that is not the server's catalogue answer. */
  failedText: string;
}

export interface ServerBatch {
  items: ServerItem[];
  /** Adds files, each with the options it will be sent with. */
  add: (files: File[], optionsFor: (file: File) => object) => void;
  cancel: (key: number) => void;
  retry: (key: number) => void;
  remove: (key: number) => void;
  clear: () => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function useServerBatch({
  tool,
  family = 'convert',
  concurrency = 3,
  canceledText,
  failedText,
}: ServerBatchOptions): ServerBatch {
  const client = useTaskClient(family);
  const { items, setItems, files, controllers, update, addFiles, remove, clear } = useBatchItems<ServerItem>();
  const words = useRef({ canceledText, failedText });
  words.current = { canceledText, failedText };

  const start = useCallback(
    (item: ServerItem) => {
      const file = files.current.get(item.key);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      client
        .run(tool, file, item.options, {
          signal: controller.signal,
          onProgress: (p) => update(item.key, (it) => progressed(it, p)),
        })
        .then(
          (result) => update(item.key, (it) => finished(it, result)),
          (error: unknown) => {
            const canceled = isAbort(error);
            const text = canceled
              ? words.current.canceledText
              : error instanceof Error && error.message
                ? error.message
                : words.current.failedText;
            update(item.key, (it) => failed(it, text, canceled));
          },
        )
        .finally(() => {
          if (controllers.current.get(item.key) === controller) controllers.current.delete(item.key);
        });
    },
    [client, tool, update, files, controllers],
  );

  // Start waiting files while fewer than `concurrency` are on their way (marked uploading at once, so a
  // re-render does not start them twice).
  useEffect(() => {
    const ready = nextToStart(items, concurrency);
    if (ready.length === 0) return;
    const keys = new Set(ready.map((i) => i.key));
    setItems((list) => list.map((it) => (keys.has(it.key) ? progressed(it, { phase: 'uploading', percent: 0 }) : it)));
    for (const item of ready) start(item);
  }, [items, concurrency, start, setItems]);

  // Leaving the page cancels what is still running (useBatchItems; the server stops and deletes it).
  const add = useCallback(
    (list: File[], optionsFor: (file: File) => object) =>
      addFiles(list, (key, file) => newItem(key, file, { ...optionsFor(file) })),
    [addFiles],
  );

  const cancel = useCallback(
    (key: number) => {
      const controller = controllers.current.get(key);
      if (controller) controller.abort();
      else update(key, (it) => (it.phase === 'waiting' ? failed(it, words.current.canceledText, true) : it));
    },
    [update, controllers],
  );

  const retry = useCallback((key: number) => update(key, (it) => (isActive(it) ? it : reset(it))), [update]);

  return { items, add, cancel, retry, remove, clear };
}
