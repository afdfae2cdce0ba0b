/// <reference lib="webworker" />
/** The stylisation filters off the page's thread: a picture in, the styled picture out (buffers moved). */
import { exposeWorker } from '../worker/expose.js';
import { applyStyle, adjustTone } from './styles.js';
import type { StyleJob } from './style-client.js';
import type { Pixels } from './pixels.js';

exposeWorker<StyleJob, Pixels>(
  (job) => {
    const toned = job.tone ? adjustTone(job.image, job.tone) : job.image;
    return applyStyle(job.style, toned, job.options);
  },
  { transfer: (r) => [r.data.buffer as ArrayBuffer] },
);
