/// <reference lib="webworker" />
/**
 * The Worker side of the protocol: `exposeWorker(handler)` answers each request with progress messages,
 * then the handler's result (its transferables moved, not copied) or its error.
 */
import { WorkerJobError, type WorkerMessage, type WorkerRequest } from './protocol.js';
import { INPUT_ERROR_CODE, InputError } from '../tools/text-transform.js';

export interface WorkerContext<G> {
  progress: (value: G) => void;
}

export interface ExposeOptions<R> {
  /** What to move instead of copying (ArrayBuffers of the result). */
  transfer?: (result: R) => Transferable[];
}

export function exposeWorker<P, R, G = number>(
  handler: (payload: P, context: WorkerContext<G>) => R | Promise<R>,
  options: ExposeOptions<R> = {},
  scope: Pick<DedicatedWorkerGlobalScope, 'postMessage' | 'onmessage'> = self as unknown as DedicatedWorkerGlobalScope,
): void {
  scope.onmessage = async (event: MessageEvent<WorkerRequest<P>>) => {
    const { id, payload } = event.data;
    const post = (message: WorkerMessage<R, G>, transfer: Transferable[] = []) =>
      scope.postMessage(message, { transfer });
    try {
      const result = await handler(payload, { progress: (progress) => post({ id, type: 'progress', progress }) });
      post({ id, type: 'done', result }, options.transfer?.(result) ?? []);
    } catch (error) {
      const code = error instanceof WorkerJobError ? error.code : 'failed';
      post({ id, type: 'error', code, message: error instanceof Error ? error.message : String(error) });
    }
  };
}

/**
 * A text tool's transform as a Worker (for big inputs): like `exposeWorker`, and an `InputError` it throws
 * reaches the page as its message (`TextTransform` shows it as it shows a local one).
 */
export function exposeTransform<P, R>(
  transform: (payload: P) => R | Promise<R>,
  scope?: Pick<DedicatedWorkerGlobalScope, 'postMessage' | 'onmessage'>,
): void {
  exposeWorker<P, R>(
    async (payload) => {
      try {
        return await transform(payload);
      } catch (error) {
        if (error instanceof InputError) throw new WorkerJobError(INPUT_ERROR_CODE, error.message);
        throw error;
      }
    },
    {},
    scope,
  );
}
