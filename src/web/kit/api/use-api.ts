/**
 * `useApi(path, params)`: a GET answer of the site's own server for a page, through the platform's HTTP
 * client (`call`, silent: the page shows the error itself, with `retry`). `params` null: nothing to ask
 * yet. The pre-rendered page shows the loading state; answers are kept for the page's life.
 */
import { useCallback, useEffect, useState } from 'react';
import { call, isApiError } from '../../platform/request.js';
import { apiKey, ApiStore, type ApiParams, type ApiState } from './api-store.js';

const store = new ApiStore(async (path, params) => {
  const body = await call<unknown>({ url: path, method: 'GET', params, silent: true, withUserInfo: false });
  return isApiError(body) ? { ok: false, message: body.errMsg } : { ok: true, body };
});

export type ApiResult<T> = ApiState<T> & { retry: () => void };

export function useApi<T>(path: string, params: ApiParams | null): ApiResult<T> {
  const key = params ? apiKey(path, params) : null;
  const [state, setState] = useState<{ key: string | null; value: ApiState<T> }>({
    key: null,
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!params || key === null) return;
    let live = true;
    const ready = store.peek<T>(path, params);
    if (ready) setState({ key, value: ready });
    else {
      setState({ key, value: { status: 'loading' } });
      void store.load<T>(path, params).then((value) => live && setState({ key, value }));
    }
    return () => {
      live = false;
    };
    // `key` stands for path and params.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const value: ApiState<T> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, retry };
}
