/**
 * Pure state of a batch of files sent to the server's task queue (tested in Node): each file's phase
 * (waiting here, uploading, queued with its place, running, done, failed, cancelled), its progress over
 * the whole flow, and what a result row says about it.
 */
import { UPLOAD_SHARE, type TaskPhase, type TaskProgress } from '../../tasks/progress.js';
import type { RowStatus } from '../results/BatchResult.js';
import { format } from '../../../common/messages.js';

/** `waiting`: not sent yet (the page sends a few files at a time). */
export type ItemPhase = 'waiting' | TaskPhase;

export interface ServerResult {
  blob: Blob;
  name: string;
  size: number;
}

export interface ServerItem {
  key: number;
  name: string;
  size: number;
  phase: ItemPhase;
  /** 0–100 over the whole flow (upload, then the server's work). */
  percent: number;
  /** Queue place while queued (1 = next). */
  position?: number;
  /** The options this file is sent with (fixed when it was added). */
  options: Record<string, unknown>;
  result?: ServerResult;
  /** Why it failed, in words. */
  error?: string;
}

export function newItem(
  key: number,
  file: { name: string; size: number },
  options: Record<string, unknown>,
): ServerItem {
  return { key, name: file.name, size: file.size, phase: 'waiting', percent: 0, options };
}

/** A progress report applied to an item (the bar never runs backwards inside one phase). */
export function progressed(item: ServerItem, progress: TaskProgress): ServerItem {
  const percent = progress.phase === item.phase ? Math.max(item.percent, progress.percent) : progress.percent;
  return { ...item, phase: progress.phase, percent, position: progress.position };
}

export function finished(item: ServerItem, result: ServerResult): ServerItem {
  return { ...item, phase: 'done', percent: 100, position: undefined, result, error: undefined };
}

export function failed(item: ServerItem, error: string, canceled = false): ServerItem {
  return { ...item, phase: canceled ? 'canceled' : 'failed', position: undefined, error };
}

/** Back to the start (a retry). */
export function reset(item: ServerItem): ServerItem {
  return { ...item, phase: 'waiting', percent: 0, position: undefined, result: undefined, error: undefined };
}

export function isActive(item: ServerItem): boolean {
  return item.phase === 'uploading' || item.phase === 'queued' || item.phase === 'running';
}

export function isPending(item: ServerItem): boolean {
  return item.phase === 'waiting' || isActive(item);
}

export function rowStatus(item: ServerItem): RowStatus {
  if (item.phase === 'waiting') return 'queued';
  if (isActive(item)) return 'working';
  return item.phase === 'done' ? 'done' : 'error';
}

export interface StageWords {
  waiting: string;
  uploading: string;
  queued: string;
  queuedAt: string;
  running: string;
  done: string;
  canceled: string;
}

/** The part of [from, to] that `percent` has covered, 0–100. */
function share(percent: number, from: number, to: number): number {
  return Math.max(0, Math.min(100, Math.round(((percent - from) / (to - from)) * 100)));
}

/** What a row says beside its bar (the upload's own percentage while uploading, the server's while running). */
export function stageText(item: ServerItem, words: StageWords): string {
  switch (item.phase) {
    case 'waiting':
      return words.waiting;
    case 'uploading':
      return format(words.uploading, { percent: share(item.percent, 0, UPLOAD_SHARE) });
    case 'queued':
      return item.position ? format(words.queuedAt, { n: item.position }) : words.queued;
    case 'running':
      return format(words.running, { percent: share(item.percent, UPLOAD_SHARE, 100) });
    case 'done':
      return words.done;
    case 'canceled':
      return words.canceled;
    default:
      return item.error ?? '';
  }
}

/** The next items to send: waiting ones, oldest first, while fewer than `limit` are active. */
export function nextToStart(items: ServerItem[], limit: number): ServerItem[] {
  const active = items.filter(isActive).length;
  return items.filter((i) => i.phase === 'waiting').slice(0, Math.max(0, limit - active));
}

export interface BatchSummary {
  total: number;
  done: number;
  pending: number;
  failed: number;
  inputBytes: number;
  outputBytes: number;
}

export function summarize(items: ServerItem[]): BatchSummary {
  const done = items.filter((i) => i.phase === 'done');
  return {
    total: items.length,
    done: done.length,
    pending: items.filter(isPending).length,
    failed: items.filter((i) => i.phase === 'failed' || i.phase === 'canceled' || i.phase === 'gone').length,
    inputBytes: done.reduce((s, i) => s + i.size, 0),
    outputBytes: done.reduce((s, i) => s + (i.result?.size ?? 0), 0),
  };
}
