/// <reference lib="webworker" />
/** A Worker of the image pool: runs one job at a time and reports progress, the result or an error. */
import { exposeWorker } from '../../kit/worker/expose.js';
import { runJob } from './pipeline.js';
import type { ImageJob, ImageProgress, ImageResult } from './job.js';

exposeWorker<ImageJob, ImageResult, ImageProgress>((job, context) => runJob(job, context.progress));
