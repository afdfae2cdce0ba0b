/** The one message protocol between the page and every Worker of the site (see `expose.ts` and `pool.ts`). */

export interface WorkerRequest<P = unknown> {
  id: number;
  payload: P;
}

export type WorkerMessage<R = unknown, G = unknown> =
  | { id: number; type: 'progress'; progress: G }
  | { id: number; type: 'done'; result: R }
  | { id: number; type: 'error'; code: string; message: string };

/** A failure a Worker reports on purpose, with a code the page maps to a message. */
export class WorkerJobError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

/** Why a job did not finish: the Worker's own code, or `cancelled` / `crashed` (the Worker died). */
export class JobFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const CANCELLED = 'cancelled';
export const CRASHED = 'crashed';
