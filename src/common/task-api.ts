/**
 * The server task flows (spec section 7 names the paths; the shapes are ours). Three families of the same
 * create-then-query flow on the one task queue, each answering in its path's convention:
 * - `/cgi-bin/convert/*`: `{header: {retCode: 0}, ...}`;
 * - `/api/pdfconvert/*` and `/toolproxy/v1/*`: `{ret: 0, data}`.
 * Errors are HTTP errors with a catalogue body (`code,message`), as everywhere.
 */

export const TASK_API = {
  convert: {
    create: '/cgi-bin/convert/createtask',
    query: '/cgi-bin/convert/querytask',
    cancel: '/cgi-bin/convert/canceltask',
  },
  pdfconvert: {
    /** Stores a file for a later createPdfTask (our own storage stands in for the original's COS). */
    upload: '/api/pdfconvert/upload2cos',
    create: '/api/pdfconvert/createPdfTask',
    query: '/api/pdfconvert/queryPdfTask',
    cancel: '/api/pdfconvert/cancelPdfTask',
    /** Tasks of one tool family (`?family=`, default office) the visitor used today, and its daily limit. */
    consumeCount: '/api/pdfconvert/queryConsumeCount',
  },
  toolproxy: {
    /** A short-lived create ticket for one tool, with that tool's limits and the visitor's usage. */
    token: '/toolproxy/v1/token',
    create: '/toolproxy/v1/create',
    query: '/toolproxy/v1/query',
    cancel: '/toolproxy/v1/cancel',
  },
  /** `GET <download>/<taskId>`: the result, only to the visitor who created the task. */
  download: '/api/task/download',
} as const;

export type TaskFamily = 'convert' | 'pdfconvert' | 'toolproxy';

/** Multipart field names of a create call (besides the files, one or more `file_data` parts). */
export const TASK_FIELDS = { file: 'file_data', tool: 'tool', options: 'options', ticket: 'token' } as const;

export type TaskState = 'queued' | 'running' | 'done' | 'failed' | 'canceled';

/** What query answers per task; `gone` for an id that does not exist (any more) or is not the caller's. */
export interface TaskView {
  taskId: string;
  state: TaskState | 'gone';
  tool?: string;
  /** 0–100. */
  progress: number;
  /** 1 = next to run; only while queued. */
  position?: number;
  /** When done. */
  downloadUrl?: string;
  outputName?: string;
  outputSize?: number;
  /** When failed: the catalogue code and its detail. */
  errorCode?: number;
  errMsg?: string;
  /** Epoch ms after which the result is deleted. */
  expiresAt?: number;
}

/** Most ids one query may ask about (comma-separated `taskId`). */
export const MAX_QUERY_IDS = 50;

export const TASK_ID_PATTERN = '^[a-f0-9]{32}$';

/**
 * Tool families, each with its own daily limit per visitor (TASK_DAILY_LIMIT_<FAMILY>): playing
 * pronunciations does not use up Office conversions. A task kind names its family (`office` when it names
 * none); `queryConsumeCount?family=` answers for one.
 */
export const QUOTA_FAMILIES = ['office', 'speech', 'ocr'] as const;
export type QuotaFamily = (typeof QUOTA_FAMILIES)[number];
