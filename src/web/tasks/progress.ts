/**
 * Pure task-flow logic (tested in Node): the polling delays, and what a task's answer means for the
 * visitor: a phase, an overall percentage (upload first, then the server's own progress) and the queue place.
 */
import type { TaskView } from '../../common/task-api.js';

/** Poll delays: start quick, grow by half each unchanged answer, at most `maxMs`; a change starts over. */
export interface Backoff {
  initialMs: number;
  factor: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, factor: 1.5, maxMs: 4000 };

/** The delay before poll number `unchanged` (0 = right after a change). */
export function pollDelay(unchanged: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, Math.round(backoff.initialMs * backoff.factor ** Math.max(0, unchanged)));
}

export type TaskPhase = 'uploading' | 'queued' | 'running' | 'done' | 'failed' | 'canceled' | 'gone';

export interface TaskProgress {
  phase: TaskPhase;
  /** 0–100 over the whole flow: the upload is the first `UPLOAD_SHARE` percent. */
  percent: number;
  /** Queue place while queued (1 = next). */
  position?: number;
}

/** The part of the bar the upload fills. */
export const UPLOAD_SHARE = 20;

export function uploadProgress(loaded: number, total: number | undefined): TaskProgress {
  const fraction = total && total > 0 ? Math.min(1, loaded / total) : 0;
  return { phase: 'uploading', percent: Math.round(fraction * UPLOAD_SHARE) };
}

export function viewProgress(view: TaskView): TaskProgress {
  const server = Math.max(0, Math.min(100, view.progress));
  const percent = Math.round(UPLOAD_SHARE + ((100 - UPLOAD_SHARE) * server) / 100);
  switch (view.state) {
    case 'queued':
      return { phase: 'queued', percent: UPLOAD_SHARE, position: view.position };
    case 'running':
      return { phase: 'running', percent };
    case 'done':
      return { phase: 'done', percent: 100 };
    default:
      return { phase: view.state, percent };
  }
}

/** True when the answer differs from the last one in what the visitor sees (restarts the backoff). */
export function changed(before: TaskView | undefined, after: TaskView): boolean {
  return (
    !before || before.state !== after.state || before.progress !== after.progress || before.position !== after.position
  );
}

export function isFinal(view: TaskView): boolean {
  return view.state === 'done' || view.state === 'failed' || view.state === 'canceled' || view.state === 'gone';
}
