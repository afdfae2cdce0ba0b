/**
 * The browser side of the server task flows (src/common/task-api.ts): create with upload progress, poll
 * with backoff (one query for every task being watched), real progress and queue place, cancel, download.
 *
 *   const tasks = createTaskClient();               // the /cgi-bin/convert family
 *   const { blob, name } = await tasks.run('word_2_pdf', file, {}, { onProgress, signal });
 *
 * `run` cancels the task on the server when `signal` aborts. Failures throw a TaskFailure with the
 * catalogue code (its message is the catalogue's text for the visitor).
 */
import { ERROR_CATALOGUE, ErrorCodes, isKnownErrorCode } from '../../common/errors.js';
import { TASK_API, TASK_FIELDS, MAX_QUERY_IDS, type TaskFamily, type TaskView } from '../../common/task-api.js';
import {
  changed,
  isFinal,
  pollDelay,
  uploadProgress,
  viewProgress,
  type Backoff,
  type TaskProgress,
} from './progress.js';

/** How the client reaches the server (the site's `call()` by default; tests pass their own). */
export interface TaskTransport {
  /** POST multipart (`params` as in `call()`: Blobs and Blob arrays become file parts). */
  postForm(
    url: string,
    params: Record<string, unknown>,
    onUpload: (loaded: number, total?: number) => void,
    signal?: AbortSignal,
  ): Promise<unknown>;
  postJson(url: string, params: Record<string, unknown>): Promise<unknown>;
  getJson(url: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown>;
  download(url: string, signal?: AbortSignal): Promise<Blob>;
  /**
   * Sends one big file as a resumable upload (a getcoscredential ticket, then tus: a dropped connection
   * resumes where it stopped) and answers its file key for the create call's `fileKeys`.
   */
  uploadResumable?(
    family: TaskFamily,
    file: Blob,
    onUpload: (loaded: number, total?: number) => void,
    signal?: AbortSignal,
  ): Promise<string>;
}

/** From this size a single file goes as a resumable upload (not for toolproxy, whose create takes a ticket). */
export const RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;

export class TaskFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'TaskFailure';
  }
}

/** An answer that is a catalogue error (`call()` resolves those to `{imgApiError: true, errMsg, code}`). */
function asFailure(answer: unknown): TaskFailure | null {
  const a = answer as { imgApiError?: boolean; errMsg?: string; code?: number } | null;
  if (!a?.imgApiError) return null;
  return new TaskFailure(a.code ?? ErrorCodes.server, a.errMsg ?? ERROR_CATALOGUE[ErrorCodes.server]);
}

/** The payload of a success answer in the family's convention, or a TaskFailure. */
export function unwrap(family: TaskFamily, answer: unknown): Record<string, unknown> {
  const failure = asFailure(answer);
  if (failure) throw failure;
  const a = (answer ?? {}) as { header?: { retCode?: number }; ret?: number; data?: Record<string, unknown> };
  if (family === 'convert') {
    if (a.header?.retCode === 0) return a as Record<string, unknown>;
  } else if (a.ret === 0 && a.data) return a.data;
  throw new TaskFailure(ErrorCodes.server, ERROR_CATALOGUE[ErrorCodes.server], 'unexpected answer');
}

/** A failed task's error, with the catalogue's message for its code. */
export function failureOf(view: TaskView): TaskFailure {
  const code = view.errorCode ?? ErrorCodes.server;
  return new TaskFailure(
    code,
    isKnownErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE[ErrorCodes.server],
    view.errMsg,
  );
}

export interface RunOptions {
  onProgress?: (progress: TaskProgress) => void;
  signal?: AbortSignal;
}

export interface TaskClientOptions {
  backoff?: Backoff;
  /** Waits `ms` (tests pass a fake clock). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function abortError(): Error {
  return new DOMException('The task was cancelled', 'AbortError');
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

export function createTaskClient(
  family: TaskFamily = 'convert',
  transport?: TaskTransport,
  options: TaskClientOptions = {},
) {
  const paths = TASK_API[family];
  const sleep = options.sleep ?? defaultSleep;
  const tickets = new Map<string, { token: string; expiresAt: number }>();
  let transportPromise: Promise<TaskTransport> | null = transport ? Promise.resolve(transport) : null;
  const io = () => (transportPromise ??= import('./call-transport.js').then((m) => m.callTransport));

  async function ticket(tool: string): Promise<string> {
    const cached = tickets.get(tool);
    if (cached && cached.expiresAt - 30 > Date.now() / 1000) return cached.token;
    const data = unwrap(family, await (await io()).postJson(TASK_API.toolproxy.token, { tool }));
    tickets.set(tool, { token: data.token as string, expiresAt: data.expiresAt as number });
    return data.token as string;
  }

  /** Uploads the files and queues the task; answers its id. */
  function create(
    tool: string,
    files: Blob | Blob[],
    taskOptions: Record<string, unknown> = {},
    run: RunOptions = {},
  ): Promise<string> {
    return createAt(paths.create, tool, files, taskOptions, run);
  }

  /**
   * Like `create`, through a tool's own create route that takes the same body and answers the same way
   * (e.g. `/cgi-bin/tools/rec_task`).
   */
  async function createAt(
    url: string,
    tool: string,
    files: Blob | Blob[],
    taskOptions: Record<string, unknown> = {},
    run: RunOptions = {},
  ): Promise<string> {
    const list = Array.isArray(files) ? files : [files];
    const t = await io();
    if (t.uploadResumable && family !== 'toolproxy' && list.length === 1 && list[0].size >= RESUMABLE_FROM_BYTES) {
      const onUpload = (loaded: number, total?: number) => run.onProgress?.(uploadProgress(loaded, total));
      const fileKey = await t.uploadResumable(family, list[0], onUpload, run.signal);
      const answer = await t.postJson(url, { tool, options: taskOptions, fileKeys: [fileKey] });
      return unwrap(family, answer).taskId as string;
    }
    const params: Record<string, unknown> = { [TASK_FIELDS.tool]: tool, [TASK_FIELDS.options]: taskOptions };
    if (family === 'toolproxy') params[TASK_FIELDS.ticket] = await ticket(tool);
    params[TASK_FIELDS.file] = list;
    const answer = await t.postForm(
      url,
      params,
      (loaded, total) => run.onProgress?.(uploadProgress(loaded, total)),
      run.signal,
    );
    return unwrap(family, answer).taskId as string;
  }

  /** The tasks' states (at most MAX_QUERY_IDS at once). */
  async function query(ids: string[], signal?: AbortSignal): Promise<TaskView[]> {
    const answer = await (await io()).getJson(paths.query, { taskId: ids.slice(0, MAX_QUERY_IDS).join(',') }, signal);
    return unwrap(family, answer).tasks as TaskView[];
  }

  async function cancel(id: string): Promise<boolean> {
    return unwrap(family, await (await io()).postJson(paths.cancel, { taskId: id })).canceled === true;
  }

  async function download(view: TaskView, signal?: AbortSignal): Promise<Blob> {
    if (view.state !== 'done' || !view.downloadUrl) throw failureOf(view);
    return (await io()).download(view.downloadUrl, signal);
  }

  // One polling loop for every task being watched: a page with ten files makes one query per round.
  const watched = new Map<
    string,
    { last?: TaskView; resolve: (v: TaskView) => void; reject: (e: Error) => void; onView: (v: TaskView) => void }
  >();
  let polling = false;

  async function pollLoop(): Promise<void> {
    polling = true;
    let unchanged = 0;
    try {
      while (watched.size > 0) {
        await sleep(pollDelay(unchanged, options.backoff));
        const ids = [...watched.keys()].slice(0, MAX_QUERY_IDS);
        let views: TaskView[];
        try {
          views = await query(ids);
        } catch (error) {
          if (error instanceof TaskFailure && error.code === ErrorCodes.rateTooHigh) {
            unchanged++;
            continue;
          }
          for (const id of ids) watched.get(id)?.reject(error as Error);
          for (const id of ids) watched.delete(id);
          continue;
        }
        let anyChange = false;
        for (const view of views) {
          const entry = watched.get(view.taskId);
          if (!entry) continue;
          if (changed(entry.last, view)) {
            anyChange = true;
            entry.last = view;
            entry.onView(view);
          }
          if (isFinal(view)) {
            watched.delete(view.taskId);
            entry.resolve(view);
          }
        }
        unchanged = anyChange ? 0 : unchanged + 1;
      }
    } finally {
      polling = false;
    }
  }

  /** Resolves with the task's final answer; `onView` sees every change on the way. */
  function watch(id: string, onView: (view: TaskView) => void = () => {}): Promise<TaskView> {
    return new Promise<TaskView>((resolve, reject) => {
      watched.set(id, { resolve, reject, onView });
      if (!polling) void pollLoop();
    });
  }

  function unwatch(id: string): void {
    watched.get(id)?.reject(abortError());
    watched.delete(id);
  }

  /** Follows a created task to the end and downloads it; cancels it on the server when `signal` aborts. */
  async function follow(id: string, runOptions: RunOptions): Promise<{ blob: Blob; name: string; size: number }> {
    const { signal, onProgress } = runOptions;
    const onAbort = () => {
      unwatch(id);
      void cancel(id).catch(() => undefined);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (signal?.aborted) throw abortError();
      const view = await watch(id, (v) => onProgress?.(viewProgress(v)));
      if (view.state !== 'done') throw view.state === 'canceled' ? abortError() : failureOf(view);
      const blob = await download(view, signal);
      return { blob, name: view.outputName ?? 'result', size: view.outputSize ?? blob.size };
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Create, follow to the end, download: the result and its name, or a TaskFailure. */
  async function run(
    tool: string,
    files: Blob | Blob[],
    taskOptions: Record<string, unknown> = {},
    runOptions: RunOptions = {},
  ): Promise<{ blob: Blob; name: string; size: number }> {
    runOptions.signal?.throwIfAborted();
    return follow(await create(tool, files, taskOptions, runOptions), runOptions);
  }

  /**
   * Like `run`, for a tool whose own route queues the task from JSON (no file: `/cgi-bin/tools/tts` takes
   * the text) and answers its id in the family's convention.
   */
  async function runJson(
    url: string,
    params: Record<string, unknown>,
    runOptions: RunOptions = {},
  ): Promise<{ blob: Blob; name: string; size: number }> {
    runOptions.signal?.throwIfAborted();
    const id = unwrap(family, await (await io()).postJson(url, params)).taskId as string;
    return follow(id, runOptions);
  }

  return { create, createAt, query, cancel, download, watch, run, runJson };
}

export type TaskClient = ReturnType<typeof createTaskClient>;
