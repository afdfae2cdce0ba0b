import { describe, expect, it, vi } from 'vitest';
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import { exposeTransform } from '../worker/expose.js';
import { CANCELLED, CRASHED, JobFailed } from '../worker/protocol.js';
import {
  sameDeps,
  failureMessage,
  InputError,
  INPUT_ERROR_CODE,
  isCancelled,
  isPromiseLike,
  runTransform,
} from './text-transform.js';

/** A Worker running in this thread: the page side talks to `exposeTransform` through the real protocol. */
function inThread<P, R>(transform: (payload: P) => R | Promise<R>): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    terminate() {},
    postMessage(message: unknown) {
      void scope.onmessage?.call(scope as never, { data: message } as MessageEvent);
    },
  };
  const scope = {
    onmessage: null as ((event: MessageEvent) => unknown) | null,
    postMessage(message: unknown) {
      worker.onmessage?.({ data: message } as MessageEvent);
    },
  };
  exposeTransform(transform, scope as never);
  return worker;
}

describe('failureMessage', () => {
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});
  it.each([
    ['an InputError shows its message', new InputError('第 2 行格式错误'), '第 2 行格式错误'],
    ['a Worker input error shows its message', new JobFailed(INPUT_ERROR_CODE, 'bad'), 'bad'],
    ['a crashed Worker is unexpected', new JobFailed(CRASHED, 'oom'), 'failed'],
    ['a bug is unexpected', new TypeError('x is undefined'), 'failed'],
  ])('%s', (_, error, shown) => {
    const spy = quiet();
    expect(failureMessage(error, 'failed')).toBe(shown);
    spy.mockRestore();
  });

  it('tells a cancelled job apart', () => {
    expect(isCancelled(new JobFailed(CANCELLED, 'cancelled'))).toBe(true);
    expect(isCancelled(new JobFailed(CRASHED, 'x'))).toBe(false);
    expect(isCancelled(new InputError('x'))).toBe(false);
  });
});

describe('runTransform', () => {
  it('passes a promise through as the value (the page awaits it)', () => {
    const run = runTransform(() => Promise.resolve(1), 'failed');
    expect(run.ok && isPromiseLike(run.value)).toBe(true);
    expect(isPromiseLike(3)).toBe(false);
    expect(isPromiseLike(null)).toBe(false);
  });
});

describe('exposeTransform', () => {
  it('answers with the result, and an InputError reaches the page as its message', async () => {
    const client = createWorkerClient<string, string>(() =>
      inThread((text: string) => {
        if (text === '') throw new InputError('请输入内容');
        return text.toUpperCase();
      }),
    );
    await expect(client.call('abc')).resolves.toBe('ABC');
    const error = await client.call('').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailed);
    expect(failureMessage(error, 'failed')).toBe('请输入内容');
  });

  it('reports any other failure as unexpected', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createWorkerClient<string, string>(() =>
      inThread(() => {
        throw new RangeError('boom');
      }),
    );
    const error = await client.call('x').catch((e: unknown) => e);
    expect(failureMessage(error, 'failed')).toBe('failed');
    spy.mockRestore();
  });
});

describe('sameDeps', () => {
  const values = { mode: 'a' };
  it.each([
    ['the same array values', [values, 'zh'], [values, 'zh'], true],
    ['another option object', [values, 'zh'], [{ mode: 'a' }, 'zh'], false],
    ['another language', [values, 'zh'], [values, 'en'], false],
    ['another length', [values], [values, 'zh'], false],
    ['plain objects of the same values', { a: 1, b: values }, { a: 1, b: values }, true],
    ['plain objects with another key', { a: 1 }, { b: 1 }, false],
    ['primitives', 'zh', 'zh', true],
    ['NaN', NaN, NaN, true],
    ['different primitives', 1, 2, false],
    ['an array and an object', [1], { 0: 1 }, false],
  ])('%s', (_, a, b, same) => {
    expect(sameDeps(a, b)).toBe(same);
  });
});
