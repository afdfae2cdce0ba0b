/**
 * The state of a batch of images going through the engine, as a pure reducer: files are added, queued,
 * worked on with progress, and end done (with their result) or failed. Shared by the compression and
 * conversion tools.
 */
import type { InputFormat } from '../engine/formats.js';
import type { ImageResult, JobErrorCode, JobStage } from '../engine/job.js';
import { savingPercent } from '../engine/job.js';

export type ItemError = JobErrorCode | 'crashed';

/** An image job's result in a batch row: the engine's answer (the preview pictures become object URLs of the row), its URL and file name. */
export type BatchResult = Omit<ImageResult, 'ssim' | 'thumb' | 'sourcePreview'> & {
  /** An object URL of `blob` (made by the page, revoked when the item goes). */
  url: string;
  name: string;
};

export interface BatchItem {
  key: number;
  file: File;
  name: string;
  size: number;
  input: InputFormat | null;
  status: 'queued' | 'working' | 'done' | 'error';
  stage: JobStage | null;
  progress: number;
  /** Bumped each time the item is (re)queued, so late answers of an old run are ignored. */
  run: number;
  result: BatchResult | null;
  error: ItemError | null;
  thumbUrl: string | null;
  /** A preview of the original when its format cannot be shown (HEIC, JPEG XL). */
  previewUrl: string | null;
}

export interface BatchState {
  items: BatchItem[];
}

export const initialBatch: BatchState = { items: [] };

export type BatchAction =
  | { type: 'add'; files: { key: number; file: File; input: InputFormat | null; error?: ItemError }[] }
  | { type: 'requeue'; keys: number[] }
  | { type: 'progress'; key: number; run: number; stage: JobStage; progress: number }
  | { type: 'done'; key: number; run: number; result: BatchResult; thumbUrl: string | null; previewUrl: string | null }
  | { type: 'fail'; key: number; run: number; error: ItemError }
  | { type: 'remove'; key: number }
  | { type: 'clear' };

function update(
  state: BatchState,
  key: number,
  run: number | null,
  change: (item: BatchItem) => BatchItem,
): BatchState {
  return {
    ...state,
    items: state.items.map((i) => (i.key === key && (run === null || i.run === run) ? change(i) : i)),
  };
}

export function batchReducer(state: BatchState, action: BatchAction): BatchState {
  switch (action.type) {
    case 'add': {
      const added: BatchItem[] = action.files.map(({ key, file, input, error }) => ({
        key,
        file,
        name: file.name,
        size: file.size,
        input,
        status: error ? 'error' : 'queued',
        stage: null,
        progress: 0,
        run: 1,
        result: null,
        error: error ?? null,
        thumbUrl: null,
        previewUrl: null,
      }));
      return { items: [...state.items, ...added] };
    }
    case 'requeue': {
      const keys = new Set(action.keys);
      return {
        ...state,
        items: state.items.map((i) =>
          keys.has(i.key) &&
          !(i.status === 'error' && (i.error === 'unsupported' || i.error === 'tooLarge' || i.error === 'webp2'))
            ? { ...i, status: 'queued', stage: null, progress: 0, run: i.run + 1, result: null, error: null }
            : i,
        ),
      };
    }
    case 'progress':
      return update(state, action.key, action.run, (i) => ({
        ...i,
        status: 'working',
        stage: action.stage,
        progress: Math.max(i.progress, action.progress),
      }));
    case 'done':
      return update(state, action.key, action.run, (i) => ({
        ...i,
        status: 'done',
        stage: null,
        progress: 1,
        result: action.result,
        thumbUrl: action.thumbUrl ?? i.thumbUrl,
        previewUrl: action.previewUrl ?? i.previewUrl,
      }));
    case 'fail':
      return update(state, action.key, action.run, (i) => ({
        ...i,
        status: 'error',
        stage: null,
        error: action.error,
      }));
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.key !== action.key) };
    case 'clear':
      return { ...state, items: [] };
  }
}

export interface BatchSummary {
  total: number;
  done: number;
  failed: number;
  pending: number;
  originalBytes: number;
  resultBytes: number;
  saving: number;
}

/** Totals over the finished items (sizes count only those, so the saving is honest while work goes on). */
export function summarize(items: readonly BatchItem[]): BatchSummary {
  const done = items.filter((i) => i.status === 'done' && i.result);
  const originalBytes = done.reduce((n, i) => n + i.size, 0);
  const resultBytes = done.reduce((n, i) => n + (i.result?.blob.size ?? 0), 0);
  return {
    total: items.length,
    done: done.length,
    failed: items.filter((i) => i.status === 'error').length,
    pending: items.filter((i) => i.status === 'queued' || i.status === 'working').length,
    originalBytes,
    resultBytes,
    saving: savingPercent(originalBytes, resultBytes),
  };
}

/** A byte count for people: 980 B, 12.3 KB, 4.56 MB (1000-based, as the upload limits are). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 2 : 1).replace(/\.?0+$/, '')} KB`;
  return `${(bytes / 1_000_000).toFixed(2).replace(/\.?0+$/, '')} MB`;
}
