/** The pure side of a text-to-text tool: run the transform, turn a thrown message into an error result. */
import { CANCELLED, JobFailed } from '../worker/protocol.js';

/** Thrown by a transform for input it cannot take: the message is shown to the visitor as it is. */
export class InputError extends Error {}

export type TransformOutcome<R> = { ok: true; value: R } | { ok: false; message: string };

export function runTransform<R>(transform: () => R, unexpected: string): TransformOutcome<R> {
  try {
    return { ok: true, value: transform() };
  } catch (error) {
    return { ok: false, message: failureMessage(error, unexpected) };
  }
}

/** The code a Worker reports an `InputError` with (see `exposeTransform`): its message is shown as it is. */
export const INPUT_ERROR_CODE = 'input';

/** What the visitor sees for a failed (possibly asynchronous) transform: their input's problem, or `unexpected`. */
export function failureMessage(error: unknown, unexpected: string): string {
  if (error instanceof InputError) return error.message;
  if (error instanceof JobFailed && error.code === INPUT_ERROR_CODE) return error.message;
  console.error('transform failed', error);
  return unexpected;
}

/** A job dropped because a newer input replaced it (not a failure to show). */
export function isCancelled(error: unknown): boolean {
  return error instanceof JobFailed && error.code === CANCELLED;
}

export function isPromiseLike<R>(value: R | PromiseLike<R>): value is PromiseLike<R> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** A cheap identity for a (possibly huge) input and its options: the usage report's key. */
export function inputKey(text: string, options: unknown): string {
  let hash = 0;
  const step = Math.max(1, Math.floor(text.length / 4096));
  for (let i = 0; i < text.length; i += step) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return `${text.length}:${hash}:${JSON.stringify(options)}`;
}

/**
 * Whether a transform's dependencies are unchanged: the same values (arrays and plain objects compared one
 * level deep), so a page may pass a new `[values, lang]` on each render without re-running the transform.
 */
export function sameDeps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && Object.is(a[k], b[k]));
  }
  return false;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

/** Inputs above this size are transformed after a pause in typing instead of on every keystroke. */
export const LARGE_INPUT = 100_000;
export const LARGE_INPUT_DELAY_MS = 300;
