/**
 * Reads from the site's own GET calls for a page (rates, lists): one answer per call and params, kept for
 * the page's life, concurrent asks for the same answer sharing one request. Pure (the fetcher is given),
 * so it is tested in Node; `useApi` is the page's hook over it.
 */

export type ApiParams = Record<string, string | number | boolean | undefined>;

/** What a page shows: waiting, the answer, or why there is none. */
export type ApiState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: string };

/** What the fetcher resolves to: the answer's body, or a message saying why there is none. */
export type Fetched = { ok: true; body: unknown } | { ok: false; message: string };

export type Fetcher = (path: string, params: ApiParams) => Promise<Fetched>;

/** The identity of one answer: the path and its params (undefined left out), in name order. */
export function apiKey(path: string, params: ApiParams): string {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

export class ApiStore {
  private readonly done = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<ApiState<unknown>>>();

  constructor(private readonly fetcher: Fetcher) {}

  /** The answer already here, if any (so a page shows it on its first render). */
  peek<T>(path: string, params: ApiParams): ApiState<T> | undefined {
    const key = apiKey(path, params);
    return this.done.has(key) ? { status: 'done', data: this.done.get(key) as T } : undefined;
  }

  /** Loads (once) and resolves to the final state; a failure is not kept, so asking again retries. */
  load<T>(path: string, params: ApiParams): Promise<ApiState<T>> {
    const key = apiKey(path, params);
    const ready = this.peek<T>(path, params);
    if (ready) return Promise.resolve(ready);
    let running = this.pending.get(key);
    if (!running) {
      running = this.fetcher(path, params).then(
        (r): ApiState<unknown> => {
          if (!r.ok) return { status: 'error', message: r.message };
          this.done.set(key, r.body);
          return { status: 'done', data: r.body };
        },
        (error: unknown): ApiState<unknown> => ({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      const forget = () => this.pending.delete(key);
      running.then(forget, forget);
      this.pending.set(key, running);
    }
    return running as Promise<ApiState<T>>;
  }
}
