import { describe, expect, it } from 'vitest';
import { ApiStore, apiKey, type ApiParams, type Fetched } from './api-store.js';

describe('apiKey', () => {
  it.each([
    ['/api/x', {}, '/api/x'],
    ['/api/x', { b: 2, a: 'é' }, '/api/x?a=%C3%A9&b=2'],
    ['/api/x', { a: undefined, c: true }, '/api/x?c=true'],
  ] as [string, ApiParams, string][])('%s %j → %s', (path, params, key) => {
    expect(apiKey(path, params)).toBe(key);
  });
});

function fakeFetcher(answers: Fetched[] | (() => Promise<Fetched>)) {
  const calls: string[] = [];
  const fetcher = (path: string, params: ApiParams) => {
    calls.push(apiKey(path, params));
    if (typeof answers === 'function') return answers();
    const next = answers.shift();
    return next ? Promise.resolve(next) : Promise.reject(new Error('no more answers'));
  };
  return { calls, fetcher };
}

describe('ApiStore', () => {
  it('loads once and keeps the answer for the same path and params', async () => {
    const { calls, fetcher } = fakeFetcher([{ ok: true, body: { ret: 0, data: 1 } }]);
    const store = new ApiStore(fetcher);
    expect(store.peek('/a', { x: 1 })).toBeUndefined();
    expect(await store.load('/a', { x: 1 })).toEqual({ status: 'done', data: { ret: 0, data: 1 } });
    expect(await store.load('/a', { x: 1 })).toEqual({ status: 'done', data: { ret: 0, data: 1 } });
    expect(store.peek('/a', { x: 1 })).toEqual({ status: 'done', data: { ret: 0, data: 1 } });
    expect(calls).toEqual(['/a?x=1']);
  });

  it('shares one request between concurrent asks', async () => {
    let release: (f: Fetched) => void = () => {};
    const { calls, fetcher } = fakeFetcher(() => new Promise((r) => (release = r)));
    const store = new ApiStore(fetcher);
    const a = store.load('/a', {});
    const b = store.load('/a', {});
    release({ ok: true, body: 7 });
    expect(await Promise.all([a, b])).toEqual([
      { status: 'done', data: 7 },
      { status: 'done', data: 7 },
    ]);
    expect(calls).toHaveLength(1);
  });

  it('different params are different answers', async () => {
    const { calls, fetcher } = fakeFetcher([
      { ok: true, body: 'one' },
      { ok: true, body: 'two' },
    ]);
    const store = new ApiStore(fetcher);
    expect(await store.load('/a', { c: '110000' })).toEqual({ status: 'done', data: 'one' });
    expect(await store.load('/a', { c: '310000' })).toEqual({ status: 'done', data: 'two' });
    expect(calls).toEqual(['/a?c=110000', '/a?c=310000']);
  });

  it('a refused call or a thrown error is an error state, not kept: the next load asks again', async () => {
    const { calls, fetcher } = fakeFetcher([
      { ok: false, message: '城市不存在' },
      { ok: true, body: 3 },
    ]);
    const store = new ApiStore(fetcher);
    expect(await store.load('/a', {})).toEqual({ status: 'error', message: '城市不存在' });
    expect(store.peek('/a', {})).toBeUndefined();
    expect(await store.load('/a', {})).toEqual({ status: 'done', data: 3 });
    expect(calls).toHaveLength(2);
    const failing = new ApiStore(() => Promise.reject(new Error('网络异常')));
    expect(await failing.load('/b', {})).toEqual({ status: 'error', message: '网络异常' });
  });
});
