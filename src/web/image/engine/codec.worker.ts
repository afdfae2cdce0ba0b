/// <reference lib="webworker" />
/** A Worker of the image pool: runs one job at a time and reports progress, the result or an error. */
import { JobError, runJob } from './pipeline.js';
import type { JobMessage, JobRequest } from './job.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: JobMessage) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<JobRequest>) => {
  const request = event.data;
  try {
    await runJob(request, post);
  } catch (error) {
    const code = error instanceof JobError ? error.code : 'encode';
    const message = error instanceof Error ? error.message : String(error);
    post({ id: request.id, type: 'error', code, message });
  }
};
