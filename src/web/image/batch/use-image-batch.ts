/**
 * A batch of images through the Worker pool: files are checked on the main thread from their first bytes
 * (format, pixel size: refused before any decoding when too big), then run in the pool; progress, results
 * and errors land in the batch reducer. Changing the settings re-runs every file with the new ones.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { DIMENSION_BYTES, readDimensions } from '../../../common/image-format.js';
import { renameFor, sniffFormat, type OutputFormat } from '../engine/formats.js';
import { checkPixels, type JobSettings } from '../engine/job.js';
import { createImagePool, type ImagePool } from '../engine/pool.js';
import { defaultPoolSize } from '../../kit/worker/pool.js';
import { CANCELLED, JobFailed } from '../../kit/worker/protocol.js';
import { batchReducer, initialBatch, type BatchItem, type ItemError } from './batch.js';

/** `?workers=N` overrides the pool size (the throughput bench compares 1 Worker with N). */
function poolSizeFromUrl(): number {
  const fromUrl = typeof location === 'undefined' ? NaN : Number(new URLSearchParams(location.search).get('workers'));
  return Number.isInteger(fromUrl) && fromUrl > 0
    ? defaultPoolSize(fromUrl)
    : defaultPoolSize(navigator.hardwareConcurrency);
}

interface Running {
  id: number;
  run: number;
}

export function useImageBatch(settings: JobSettings) {
  const [state, dispatch] = useReducer(batchReducer, initialBatch);
  const stateRef = useRef(state);
  stateRef.current = state;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const poolRef = useRef<ImagePool | null>(null);
  const running = useRef(new Map<number, Running>());
  const pixels = useRef(new Map<number, number>());
  const urls = useRef(new Map<number, string[]>());
  const nextKey = useRef(1);

  const pool = useCallback(() => (poolRef.current ??= createImagePool(poolSizeFromUrl())), []);

  const revoke = useCallback((key: number) => {
    for (const url of urls.current.get(key) ?? []) URL.revokeObjectURL(url);
    urls.current.delete(key);
  }, []);

  const start = useCallback(
    (item: Pick<BatchItem, 'key' | 'file' | 'name' | 'run'>) => {
      const p = pool();
      const job = p.run(
        { file: item.file, name: item.name, settings: settingsRef.current },
        {
          cost: pixels.current.get(item.key),
          onProgress: (m) =>
            dispatch({ type: 'progress', key: item.key, run: item.run, stage: m.stage, progress: m.progress }),
        },
      );
      running.current.set(item.key, { id: job.id, run: item.run });
      job.done.then(
        (r) => {
          if (running.current.get(item.key)?.id !== job.id) return;
          running.current.delete(item.key);
          revoke(item.key);
          const url = URL.createObjectURL(r.blob);
          const thumbUrl = r.thumb ? URL.createObjectURL(r.thumb) : null;
          const previewUrl = r.sourcePreview ? URL.createObjectURL(r.sourcePreview) : null;
          urls.current.set(
            item.key,
            [url, thumbUrl, previewUrl].filter((u): u is string => u !== null),
          );
          const name = r.keptOriginal ? item.name : renameFor(item.name, r.format as OutputFormat);
          // The row keeps the facts; its pictures live on as the object URLs made above.
          const { thumb: _thumb, sourcePreview: _preview, ssim: _ssim, ...facts } = r;
          dispatch({
            type: 'done',
            key: item.key,
            run: item.run,
            thumbUrl,
            previewUrl,
            result: { ...facts, url, name },
          });
        },
        (error: unknown) => {
          if (running.current.get(item.key)?.id !== job.id) return;
          running.current.delete(item.key);
          if (error instanceof JobFailed && error.code === CANCELLED) return;
          console.error('image job failed', item.name, error);
          const code = (error instanceof JobFailed ? error.code : 'encode') as ItemError;
          dispatch({ type: 'fail', key: item.key, run: item.run, error: code });
        },
      );
    },
    [pool, revoke],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      const entries = await Promise.all(
        files.map(async (file) => {
          const key = nextKey.current++;
          const head = new Uint8Array(await file.slice(0, DIMENSION_BYTES).arrayBuffer());
          const input = sniffFormat(head);
          let error: ItemError | undefined;
          if (!input) error = 'unsupported';
          else if (input === 'wp2') error = 'webp2';
          else {
            const dims = readDimensions(input, head);
            if (dims) {
              pixels.current.set(key, dims.width * dims.height);
              if (checkPixels(dims.width, dims.height)) error = 'tooLarge';
            }
          }
          return { key, file, input, error };
        }),
      );
      dispatch({ type: 'add', files: entries });
      for (const e of entries) if (!e.error) start({ key: e.key, file: e.file, name: e.file.name, run: 1 });
    },
    [start],
  );

  const cancel = useCallback((key: number) => {
    const r = running.current.get(key);
    running.current.delete(key);
    if (r) poolRef.current?.cancel(r.id);
  }, []);

  const remove = useCallback(
    (key: number) => {
      cancel(key);
      revoke(key);
      dispatch({ type: 'remove', key });
    },
    [cancel, revoke],
  );

  const clear = useCallback(() => {
    for (const item of stateRef.current.items) {
      cancel(item.key);
      revoke(item.key);
    }
    dispatch({ type: 'clear' });
  }, [cancel, revoke]);

  // New settings: every file runs again with them (after a short pause while a slider moves).
  const settingsKey = JSON.stringify(settings);
  const firstSettings = useRef(settingsKey);
  useEffect(() => {
    if (settingsKey === firstSettings.current) return;
    firstSettings.current = settingsKey;
    const timer = setTimeout(() => {
      const items = stateRef.current.items.filter(
        (i) => !(i.status === 'error' && (i.error === 'unsupported' || i.error === 'tooLarge' || i.error === 'webp2')),
      );
      for (const i of items) cancel(i.key);
      dispatch({ type: 'requeue', keys: items.map((i) => i.key) });
      for (const i of items) start({ key: i.key, file: i.file, name: i.name, run: i.run + 1 });
    }, 350);
    return () => clearTimeout(timer);
  }, [settingsKey, cancel, start]);

  useEffect(
    () => () => {
      poolRef.current?.dispose();
      poolRef.current = null;
      for (const list of urls.current.values()) for (const url of list) URL.revokeObjectURL(url);
      urls.current.clear();
    },
    [],
  );

  return { items: state.items, addFiles, remove, clear, poolSize: poolRef.current?.size ?? null };
}
